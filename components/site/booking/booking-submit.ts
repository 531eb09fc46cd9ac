// What the booking form needs only once it is sent (by the visitor, or by staff at the desk): the
// field messages from the schema's issues, their summary, and the calls. Loaded with the schema on the
// form's first focus (booking-form-parts.ts) and awaited by submit, never with the page.
export { requestEndpoint } from "@/components/endpoint-request";
export { callPublicForm } from "@/components/site/use-public-form-request";
export { fieldErrorsFromIssues } from "@/lib/validation/field-errors";
export { errorSummaryItems } from "./error-summary";
export { bookingPayload, focusFirstProblem, placeParentNameError, withBookAgain } from "./booking-form-sending";
