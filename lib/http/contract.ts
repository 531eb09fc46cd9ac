// The contract between the screens and the API, keyed by the permission table's endpoint keys: what each endpoint accepts (path params, query, body) and answers,
// read from the handler itself (apiRoute keeps its types), so renaming a field of an answer breaks every screen that reads it. The route imports are type-only. A new endpoint: its row in API_ENDPOINTS, its handler through apiRoute, its import and its line in ApiRoutes.
import type { EndpointKey } from "@/lib/auth/permissions";
import type { AnswerOf, HandlerTypes } from "./api-types";
import type * as HealthRoute from "@/app/api/health/route";
import type * as AuthLoginRoute from "@/app/api/auth/login/route";
import type * as AuthCsrfTokenRoute from "@/app/api/auth/csrf-token/route";
import type * as AuthVerifyTokenRoute from "@/app/api/auth/verify-token/route";
import type * as AuthRefreshTokenRoute from "@/app/api/auth/refresh-token/route";
import type * as AuthLogoutRoute from "@/app/api/auth/logout/route";
import type * as AuthUsersRoute from "@/app/api/auth/users/route";
import type * as AuthUsersUserIdRoute from "@/app/api/auth/users/[userId]/route";
import type * as AuthPasswordResetRoute from "@/app/api/auth/password-reset/route";
import type * as AuthPasswordResetConfirmRoute from "@/app/api/auth/password-reset/confirm/route";
import type * as AuthUsersUserIdPasswordResetRoute from "@/app/api/auth/users/[userId]/password-reset/route";
import type * as ContentPageKeyRoute from "@/app/api/content/[pageKey]/route";
import type * as ContentPageGalleryRoute from "@/app/api/content/page_gallery/route";
import type * as ContentUploadGalleryRoute from "@/app/api/content/upload-gallery/route";
import type * as ContentMergeGalleryRoute from "@/app/api/content/merge-gallery/route";
import type * as ContentDeleteTempImagesRoute from "@/app/api/content/delete-temp-images/route";
import type * as ContentDeleteImageRoute from "@/app/api/content/delete-image/route";
import type * as ContentUpdateImageOrderRoute from "@/app/api/content/update-image-order/route";
import type * as ContentUpdateImageAltRoute from "@/app/api/content/update-image-alt/route";
import type * as ServicesListRoute from "@/app/api/servicesList/route";
import type * as ServicesListIdRoute from "@/app/api/servicesList/[id]/route";
import type * as EventsUpcomingRoute from "@/app/api/events/upcoming/route";
import type * as EventsPastRoute from "@/app/api/events/past/route";
import type * as EventsShowSelectedRoute from "@/app/api/events/showSelected/route";
import type * as EventsStatesRoute from "@/app/api/events/states/route";
import type * as EventsCreateRoute from "@/app/api/events/create/route";
import type * as EventsIdShowRoute from "@/app/api/events/[id]/show/route";
import type * as EventsIdTimeZoneRoute from "@/app/api/events/[id]/time-zone/route";
import type * as EventsIdDeleteRoute from "@/app/api/events/[id]/delete/route";
import type * as EventsIdRoute from "@/app/api/events/[id]/route";
import type * as EventsSettingsRoute from "@/app/api/events/settings/route";
import type * as BookingCreateRoute from "@/app/api/booking/create/route";
import type * as BookingAssignedRoute from "@/app/api/booking/assigned/route";
import type * as BookingUnassignedRoute from "@/app/api/booking/unassigned/route";
import type * as BookingIdRoute from "@/app/api/booking/[id]/route";
import type * as BookingIdRemindersRoute from "@/app/api/booking/[id]/reminders/route";
import type * as BookingUpdateIdRoute from "@/app/api/booking/update/[id]/route";
import type * as BookingDeleteIdRoute from "@/app/api/booking/delete/[id]/route";
import type * as SendEmailBookingIdRoute from "@/app/api/send-email/booking/[id]/route";
import type * as SendEmailBookingIdReceiptRoute from "@/app/api/send-email/booking/[id]/receipt/route";
import type * as BookingRevokeLinksIdRoute from "@/app/api/booking/revoke-links/[id]/route";
import type * as BookingStaffEmailsIdRoute from "@/app/api/booking/staff-emails/[id]/route";
import type * as BookingCancelledRoute from "@/app/api/booking/cancelled/route";
import type * as BookingRestoreIdRoute from "@/app/api/booking/restore/[id]/route";
import type * as BookingReminderSettingsRoute from "@/app/api/booking/reminder-settings/route";
import type * as BookingStaffScheduleRoute from "@/app/api/booking/staff-schedule/route";
import type * as BookingLinkTokenCalendarRoute from "@/app/api/booking/link/[token]/calendar/route";
import type * as BookingLinkTokenCancelRoute from "@/app/api/booking/link/[token]/cancel/route";
import type * as BookingLinkTokenHeatsRoute from "@/app/api/booking/link/[token]/heats/route";
import type * as BookingLinkTokenTextsRoute from "@/app/api/booking/link/[token]/texts/route";
import type * as BookingAgainRefRoute from "@/app/api/booking/again/[ref]/route";
import type * as SendEmailRoute from "@/app/api/send-email/route";
import type * as CalendarRoute from "@/app/api/calendar/route";
import type * as CalendarFeedRoute from "@/app/api/calendar/feed/route";
import type * as CalendarFeedTokenRoute from "@/app/api/calendar/feed/[token]/route";
import type * as AuthUsersUserIdCalendarFeedRoute from "@/app/api/auth/users/[userId]/calendar-feed/route";
import type * as CalendarSlotsIdRoute from "@/app/api/calendar/slots/[id]/route";
import type * as CalendarSlotsIdChairRoute from "@/app/api/calendar/slots/[id]/chair/route";
import type * as CalendarSlotsIdChairPaymentsRoute from "@/app/api/calendar/slots/[id]/chair-payments/route";
import type * as CalendarSlotsIdChairCheckoutRoute from "@/app/api/calendar/slots/[id]/chair-checkout/route";
import type * as CalendarSlotsIdStatusRoute from "@/app/api/calendar/slots/[id]/status/route";
import type * as CalendarLiveRoute from "@/app/api/calendar/live/route";
import type * as CalendarLiveStreamRoute from "@/app/api/calendar/live/stream/route";
import type * as CalendarRunningLateRoute from "@/app/api/calendar/running-late/route";
import type * as TakingsDayRoute from "@/app/api/takings/[eventId]/day/route";
import type * as TakingsSeasonRoute from "@/app/api/takings/[eventId]/season/route";
import type * as TakingsCsvRoute from "@/app/api/takings/[eventId]/csv/route";
import type * as TakingsCashCountsRoute from "@/app/api/takings/[eventId]/cash-counts/route";
import type * as ReportsCsvRoute from "@/app/api/reports/csv/route";
import type * as ReportCsvRoute from "@/app/api/reports/[eventId]/csv/route";
import type * as BookingExportRoute from "@/app/api/booking/export/route";
import type * as BookingDepositSettingsRoute from "@/app/api/booking/deposit-settings/route";
import type * as BookingIdPaymentsRoute from "@/app/api/booking/[id]/payments/route";
import type * as BookingIdPaymentsPaymentIdRefundRoute from "@/app/api/booking/[id]/payments/[paymentId]/refund/route";
import type * as BookingLinkTokenDepositRoute from "@/app/api/booking/link/[token]/deposit/route";
import type * as PaymentsLocalCheckoutRoute from "@/app/api/payments/local-checkout/route";
import type * as PaymentsReturnRoute from "@/app/api/payments/return/route";
import type * as ClientsRoute from "@/app/api/clients/route";
import type * as ClientsExportRoute from "@/app/api/clients/export/route";
import type * as ClientsSettingsRoute from "@/app/api/clients/settings/route";
import type * as ClientsIdRoute from "@/app/api/clients/[id]/route";
import type * as ClientsIdExportRoute from "@/app/api/clients/[id]/export/route";
import type * as ClientsIdNotesRoute from "@/app/api/clients/[id]/notes/route";
import type * as ClientsIdMergeRoute from "@/app/api/clients/[id]/merge/route";
import type * as ClientsIdBookingsRoute from "@/app/api/clients/[id]/bookings/route";
import type * as ClientsIdEraseRoute from "@/app/api/clients/[id]/erase/route";
import type * as ClientsIdPhotosRoute from "@/app/api/clients/[id]/photos/route";
import type * as ClientsIdPhotosPhotoIdRoute from "@/app/api/clients/[id]/photos/[photoId]/route";
import type * as ClientsIdProposalsProposalIdRoute from "@/app/api/clients/[id]/proposals/[proposalId]/route";
import type * as InboxMessagesRoute from "@/app/api/inbox/messages/route";
import type * as InboxMessagesIdRoute from "@/app/api/inbox/messages/[id]/route";
import type * as InboxEmailsRoute from "@/app/api/inbox/emails/route";
import type * as InboxEmailsIdRetryRoute from "@/app/api/inbox/emails/[id]/retry/route";
import type * as InboxTextsRoute from "@/app/api/inbox/texts/route";
import type * as InboxTextsPhoneRoute from "@/app/api/inbox/texts/[phone]/route";
import type * as InboxTextsPhoneReadRoute from "@/app/api/inbox/texts/[phone]/read/route";
import type * as CronOutboxRoute from "@/app/api/cron/outbox/route";
import type * as WebhooksResendRoute from "@/app/api/webhooks/resend/route";
import type * as WebhooksStripeRoute from "@/app/api/webhooks/stripe/route";
import type * as BookingsIdTextsRoute from "@/app/api/bookings/[id]/texts/route";
import type * as BookingsIdHeatsRoute from "@/app/api/bookings/[id]/heats/route";
import type * as WebhooksTwilioRoute from "@/app/api/webhooks/twilio/route";
import type * as WebhooksTwilioStatusRoute from "@/app/api/webhooks/twilio/status/route";
import type * as EventsIdStaffingRoute from "@/app/api/events/[id]/staffing/route";
import type * as TimeOffRoute from "@/app/api/time-off/route";
import type * as TimeOffIdRoute from "@/app/api/time-off/[id]/route";
import type * as EventsIdDaysDatePlanRoute from "@/app/api/events/[id]/days/[date]/plan/route";
import type * as EventsIdHeatListPreviewRoute from "@/app/api/events/[id]/heat-list/preview/route";
import type * as EventsIdHeatListApplyRoute from "@/app/api/events/[id]/heat-list/apply/route";
import type * as EventsIdInvitationsPreviewRoute from "@/app/api/events/[id]/invitations/preview/route";
import type * as EventsIdInvitationsRoute from "@/app/api/events/[id]/invitations/route";
import type * as EventsIdInvitationsCampaignRoute from "@/app/api/events/[id]/invitations/[campaignId]/route";
import type * as UnsubscribeTokenRoute from "@/app/api/unsubscribe/[token]/route";
import type * as BookingLinkTokenMarketingRoute from "@/app/api/booking/link/[token]/marketing/route";
import type * as EventsIdCapacityRoute from "@/app/api/events/[id]/capacity/route";
import type * as WaitlistRoute from "@/app/api/waitlist/route";
import type * as BookingLinkTokenWaitlistRoute from "@/app/api/booking/link/[token]/waitlist/route";
import type * as BookingLinkTokenDaysRoute from "@/app/api/booking/link/[token]/days/route";
import type * as WaitlistOfferTokenAcceptRoute from "@/app/api/waitlist/offer/[token]/accept/route";
import type * as EventsIdDaysDateWaitlistRoute from "@/app/api/events/[id]/days/[date]/waitlist/route";
import type * as EventsIdDaysDateWaitlistEntryidRoute from "@/app/api/events/[id]/days/[date]/waitlist/[entryId]/route";
import type * as CronWaitlistRoute from "@/app/api/cron/waitlist/route";
import type * as BookingsRoute from "@/app/api/bookings/route";
import type * as BookingIdReceiptsReceiptIdResendRoute from "@/app/api/booking/[id]/receipts/[receiptId]/resend/route";
import type * as FamilyBookingsIdBalanceRoute from "@/app/api/family/bookings/[id]/balance/route";
import type * as FamilyBookingsIdChangesRoute from "@/app/api/family/bookings/[id]/changes/route";
import type * as FamilyBookingsIdMarketingRoute from "@/app/api/family/bookings/[id]/marketing/route";
import type * as BookingLinkTokenChangesRoute from "@/app/api/booking/link/[token]/changes/route";
import type * as BookingsIdChangesRequestIdAcceptRoute from "@/app/api/bookings/[id]/changes/[requestId]/accept/route";
import type * as BookingsIdChangesRequestIdDeclineRoute from "@/app/api/bookings/[id]/changes/[requestId]/decline/route";
import type * as BookingLinkTokenBalanceRoute from "@/app/api/booking/link/[token]/balance/route";
import type * as FamilySignInLinkRoute from "@/app/api/family/sign-in-link/route";
import type * as FamilySignInRoute from "@/app/api/family/sign-in/route";
import type * as FamilySignOutRoute from "@/app/api/family/sign-out/route";
import type * as FamilyBookingsIdOpenRoute from "@/app/api/family/bookings/[id]/open/route";

/** Every endpoint of the permission table with its route handler (type-only). */
export interface ApiRoutes {
  "GET /api/health": typeof HealthRoute.GET;
  "POST /api/auth/login": typeof AuthLoginRoute.POST;
  "GET /api/auth/csrf-token": typeof AuthCsrfTokenRoute.GET;
  "GET /api/auth/verify-token": typeof AuthVerifyTokenRoute.GET;
  "POST /api/auth/refresh-token": typeof AuthRefreshTokenRoute.POST;
  "POST /api/auth/logout": typeof AuthLogoutRoute.POST;
  "GET /api/auth/users": typeof AuthUsersRoute.GET;
  "POST /api/auth/users": typeof AuthUsersRoute.POST;
  "PUT /api/auth/users/:userId": typeof AuthUsersUserIdRoute.PUT;
  "DELETE /api/auth/users/:userId": typeof AuthUsersUserIdRoute.DELETE;
  "POST /api/auth/password-reset": typeof AuthPasswordResetRoute.POST;
  "POST /api/auth/password-reset/confirm": typeof AuthPasswordResetConfirmRoute.POST;
  "POST /api/auth/users/:userId/password-reset": typeof AuthUsersUserIdPasswordResetRoute.POST;
  "GET /api/content/page_home": typeof ContentPageKeyRoute.GET;
  "GET /api/content/page_about": typeof ContentPageKeyRoute.GET;
  "GET /api/content/page_services": typeof ContentPageKeyRoute.GET;
  "GET /api/content/page_gallery": typeof ContentPageGalleryRoute.GET;
  "PUT /api/content/page_home": typeof ContentPageKeyRoute.PUT;
  "PUT /api/content/page_about": typeof ContentPageKeyRoute.PUT;
  "PUT /api/content/page_services": typeof ContentPageKeyRoute.PUT;
  "POST /api/content/upload-gallery": typeof ContentUploadGalleryRoute.POST;
  "POST /api/content/merge-gallery": typeof ContentMergeGalleryRoute.POST;
  "POST /api/content/delete-temp-images": typeof ContentDeleteTempImagesRoute.POST;
  "DELETE /api/content/delete-image": typeof ContentDeleteImageRoute.DELETE;
  "PUT /api/content/update-image-order": typeof ContentUpdateImageOrderRoute.PUT;
  "PUT /api/content/update-image-alt": typeof ContentUpdateImageAltRoute.PUT;
  "GET /api/servicesList": typeof ServicesListRoute.GET;
  "POST /api/servicesList": typeof ServicesListRoute.POST;
  "PUT /api/servicesList/:id": typeof ServicesListIdRoute.PUT;
  "DELETE /api/servicesList/:id": typeof ServicesListIdRoute.DELETE;
  "GET /api/events/upcoming": typeof EventsUpcomingRoute.GET;
  "GET /api/events/past": typeof EventsPastRoute.GET;
  "GET /api/events/showSelected": typeof EventsShowSelectedRoute.GET;
  "GET /api/events/states": typeof EventsStatesRoute.GET;
  "POST /api/events/create": typeof EventsCreateRoute.POST;
  "PATCH /api/events/:id/show": typeof EventsIdShowRoute.PATCH;
  "PATCH /api/events/:id/time-zone": typeof EventsIdTimeZoneRoute.PATCH;
  "PUT /api/events/:id/delete": typeof EventsIdDeleteRoute.PUT;
  "PUT /api/events/:id": typeof EventsIdRoute.PUT;
  "GET /api/events/settings": typeof EventsSettingsRoute.GET;
  "PUT /api/events/settings": typeof EventsSettingsRoute.PUT;
  "POST /api/booking/create": typeof BookingCreateRoute.POST;
  "POST /api/bookings": typeof BookingsRoute.POST;
  "GET /api/booking/assigned": typeof BookingAssignedRoute.GET;
  "GET /api/booking/unassigned": typeof BookingUnassignedRoute.GET;
  "GET /api/booking/:id": typeof BookingIdRoute.GET;
  "GET /api/booking/:id/reminders": typeof BookingIdRemindersRoute.GET;
  "PUT /api/booking/update/:id": typeof BookingUpdateIdRoute.PUT;
  "PUT /api/booking/delete/:id": typeof BookingDeleteIdRoute.PUT;
  "POST /api/send-email/booking/:id": typeof SendEmailBookingIdRoute.POST;
  "POST /api/send-email/booking/:id/receipt": typeof SendEmailBookingIdReceiptRoute.POST;
  "POST /api/booking/revoke-links/:id": typeof BookingRevokeLinksIdRoute.POST;
  "GET /api/booking/staff-emails/:id": typeof BookingStaffEmailsIdRoute.GET;
  "GET /api/booking/cancelled": typeof BookingCancelledRoute.GET;
  "PUT /api/booking/restore/:id": typeof BookingRestoreIdRoute.PUT;
  "GET /api/booking/reminder-settings": typeof BookingReminderSettingsRoute.GET;
  "PUT /api/booking/reminder-settings": typeof BookingReminderSettingsRoute.PUT;
  "GET /api/booking/staff-schedule": typeof BookingStaffScheduleRoute.GET;
  "GET /api/booking/link/:token/calendar": typeof BookingLinkTokenCalendarRoute.GET;
  "POST /api/booking/link/:token/cancel": typeof BookingLinkTokenCancelRoute.POST;
  "PUT /api/booking/link/:token/heats": typeof BookingLinkTokenHeatsRoute.PUT;
  "PUT /api/bookings/:id/heats": typeof BookingsIdHeatsRoute.PUT;
  "PUT /api/booking/link/:token/texts": typeof BookingLinkTokenTextsRoute.PUT;
  "PUT /api/booking/link/:token/marketing": typeof BookingLinkTokenMarketingRoute.PUT;
  "POST /api/family/sign-in-link": typeof FamilySignInLinkRoute.POST;
  "POST /api/family/sign-in": typeof FamilySignInRoute.POST;
  "POST /api/family/sign-out": typeof FamilySignOutRoute.POST;
  "GET /api/family/bookings/:id/open": typeof FamilyBookingsIdOpenRoute.GET;
  "POST /api/family/bookings/:id/balance": typeof FamilyBookingsIdBalanceRoute.POST;
  "POST /api/family/bookings/:id/changes": typeof FamilyBookingsIdChangesRoute.POST;
  "PUT /api/family/bookings/:id/marketing": typeof FamilyBookingsIdMarketingRoute.PUT;
  "POST /api/booking/link/:token/changes": typeof BookingLinkTokenChangesRoute.POST;
  "POST /api/bookings/:id/changes/:requestId/accept": typeof BookingsIdChangesRequestIdAcceptRoute.POST;
  "POST /api/bookings/:id/changes/:requestId/decline": typeof BookingsIdChangesRequestIdDeclineRoute.POST;
  "POST /api/booking/link/:token/balance": typeof BookingLinkTokenBalanceRoute.POST;
  "GET /api/booking/again/:ref": typeof BookingAgainRefRoute.GET;
  "POST /api/send-email": typeof SendEmailRoute.POST;
  "GET /api/calendar": typeof CalendarRoute.GET;
  "GET /api/calendar/feed": typeof CalendarFeedRoute.GET;
  "POST /api/calendar/feed": typeof CalendarFeedRoute.POST;
  "GET /api/calendar/feed/:token": typeof CalendarFeedTokenRoute.GET;
  "DELETE /api/auth/users/:userId/calendar-feed": typeof AuthUsersUserIdCalendarFeedRoute.DELETE;
  "PATCH /api/calendar/slots/:id": typeof CalendarSlotsIdRoute.PATCH;
  "GET /api/calendar/slots/:id/chair": typeof CalendarSlotsIdChairRoute.GET;
  "POST /api/calendar/slots/:id/chair-payments": typeof CalendarSlotsIdChairPaymentsRoute.POST;
  "POST /api/calendar/slots/:id/chair-checkout": typeof CalendarSlotsIdChairCheckoutRoute.POST;
  "POST /api/calendar/slots/:id/status": typeof CalendarSlotsIdStatusRoute.POST;
  "GET /api/calendar/live": typeof CalendarLiveRoute.GET;
  "GET /api/calendar/live/stream": typeof CalendarLiveStreamRoute.GET;
  "POST /api/calendar/running-late": typeof CalendarRunningLateRoute.POST;
  "GET /api/takings/:eventId/day": typeof TakingsDayRoute.GET;
  "GET /api/takings/:eventId/season": typeof TakingsSeasonRoute.GET;
  "GET /api/takings/:eventId/csv": typeof TakingsCsvRoute.GET;
  "POST /api/takings/:eventId/cash-counts": typeof TakingsCashCountsRoute.POST;
  "GET /api/reports/csv": typeof ReportsCsvRoute.GET;
  "GET /api/reports/:eventId/csv": typeof ReportCsvRoute.GET;
  "GET /api/booking/export": typeof BookingExportRoute.GET;
  "GET /api/booking/deposit-settings": typeof BookingDepositSettingsRoute.GET;
  "PUT /api/booking/deposit-settings": typeof BookingDepositSettingsRoute.PUT;
  "GET /api/booking/:id/payments": typeof BookingIdPaymentsRoute.GET;
  "POST /api/booking/:id/payments": typeof BookingIdPaymentsRoute.POST;
  "POST /api/booking/:id/payments/:paymentId/refund": typeof BookingIdPaymentsPaymentIdRefundRoute.POST;
  "POST /api/booking/:id/receipts/:receiptId/resend": typeof BookingIdReceiptsReceiptIdResendRoute.POST;
  "POST /api/booking/link/:token/deposit": typeof BookingLinkTokenDepositRoute.POST;
  "POST /api/payments/local-checkout": typeof PaymentsLocalCheckoutRoute.POST;
  "GET /api/payments/return": typeof PaymentsReturnRoute.GET;
  "GET /api/clients": typeof ClientsRoute.GET;
  "GET /api/clients/export": typeof ClientsExportRoute.GET;
  "GET /api/clients/settings": typeof ClientsSettingsRoute.GET;
  "PUT /api/clients/settings": typeof ClientsSettingsRoute.PUT;
  "GET /api/clients/:id": typeof ClientsIdRoute.GET;
  "GET /api/clients/:id/export": typeof ClientsIdExportRoute.GET;
  "POST /api/clients/:id/notes": typeof ClientsIdNotesRoute.POST;
  "POST /api/clients/:id/merge": typeof ClientsIdMergeRoute.POST;
  "POST /api/clients/:id/bookings": typeof ClientsIdBookingsRoute.POST;
  "POST /api/clients/:id/erase": typeof ClientsIdEraseRoute.POST;
  "POST /api/clients/:id/photos": typeof ClientsIdPhotosRoute.POST;
  "GET /api/clients/:id/photos/:photoId": typeof ClientsIdPhotosPhotoIdRoute.GET;
  "DELETE /api/clients/:id/photos/:photoId": typeof ClientsIdPhotosPhotoIdRoute.DELETE;
  "POST /api/clients/:id/proposals/:proposalId": typeof ClientsIdProposalsProposalIdRoute.POST;
  "GET /api/inbox/messages": typeof InboxMessagesRoute.GET;
  "PATCH /api/inbox/messages/:id": typeof InboxMessagesIdRoute.PATCH;
  "GET /api/inbox/emails": typeof InboxEmailsRoute.GET;
  "POST /api/inbox/emails/:id/retry": typeof InboxEmailsIdRetryRoute.POST;
  "GET /api/inbox/texts": typeof InboxTextsRoute.GET;
  "GET /api/bookings/:id/texts": typeof BookingsIdTextsRoute.GET;
  "GET /api/inbox/texts/:phone": typeof InboxTextsPhoneRoute.GET;
  "POST /api/inbox/texts/:phone": typeof InboxTextsPhoneRoute.POST;
  "POST /api/inbox/texts/:phone/read": typeof InboxTextsPhoneReadRoute.POST;
  "GET /api/cron/outbox": typeof CronOutboxRoute.GET;
  "POST /api/webhooks/resend": typeof WebhooksResendRoute.POST;
  "POST /api/webhooks/stripe": typeof WebhooksStripeRoute.POST;
  "POST /api/bookings/:id/texts": typeof BookingsIdTextsRoute.POST;
  "POST /api/webhooks/twilio": typeof WebhooksTwilioRoute.POST;
  "POST /api/webhooks/twilio/status": typeof WebhooksTwilioStatusRoute.POST;
  "GET /api/events/:id/staffing": typeof EventsIdStaffingRoute.GET;
  "PUT /api/events/:id/staffing": typeof EventsIdStaffingRoute.PUT;
  "GET /api/time-off": typeof TimeOffRoute.GET;
  "POST /api/time-off": typeof TimeOffRoute.POST;
  "DELETE /api/time-off/:id": typeof TimeOffIdRoute.DELETE;
  "POST /api/events/:id/days/:date/plan": typeof EventsIdDaysDatePlanRoute.POST;
  "PUT /api/events/:id/days/:date/plan": typeof EventsIdDaysDatePlanRoute.PUT;
  "POST /api/events/:id/heat-list/preview": typeof EventsIdHeatListPreviewRoute.POST;
  "POST /api/events/:id/heat-list/apply": typeof EventsIdHeatListApplyRoute.POST;
  "POST /api/events/:id/invitations/preview": typeof EventsIdInvitationsPreviewRoute.POST;
  "POST /api/events/:id/invitations": typeof EventsIdInvitationsRoute.POST;
  "GET /api/events/:id/invitations/:campaignId": typeof EventsIdInvitationsCampaignRoute.GET;
  "GET /api/unsubscribe/:token": typeof UnsubscribeTokenRoute.GET;
  "POST /api/unsubscribe/:token": typeof UnsubscribeTokenRoute.POST;
  "GET /api/events/:id/capacity": typeof EventsIdCapacityRoute.GET;
  "POST /api/waitlist": typeof WaitlistRoute.POST;
  "POST /api/booking/link/:token/waitlist": typeof BookingLinkTokenWaitlistRoute.POST;
  "POST /api/booking/link/:token/days": typeof BookingLinkTokenDaysRoute.POST;
  "POST /api/waitlist/offer/:token/accept": typeof WaitlistOfferTokenAcceptRoute.POST;
  "GET /api/events/:id/days/:date/waitlist": typeof EventsIdDaysDateWaitlistRoute.GET;
  "PUT /api/events/:id/days/:date/waitlist": typeof EventsIdDaysDateWaitlistRoute.PUT;
  "DELETE /api/events/:id/days/:date/waitlist/:entryId": typeof EventsIdDaysDateWaitlistEntryidRoute.DELETE;
  "GET /api/cron/waitlist": typeof CronWaitlistRoute.GET;
}

type Types<K extends EndpointKey> = HandlerTypes<ApiRoutes[K]>;

/** The JSON answer of a successful call (never for a file, a feed or a redirect). */
export type ResponseOf<K extends EndpointKey> = AnswerOf<Types<K>["result"]>;
/** What the endpoint's body schema accepts (unknown where the handler reads the body itself: uploads). */
export type BodyOf<K extends EndpointKey> = Types<K>["body"] extends undefined ? unknown : Types<K>["body"];
type QueryInput<K extends EndpointKey> = Types<K>["query"];
type QueryValue = string | number | boolean | null | undefined;
/** The query string's fields, by the endpoint's query schema (free where it reads the query itself). */
export type QueryOf<K extends EndpointKey> = QueryInput<K> extends undefined ? Record<string, QueryValue> : { [F in keyof QueryInput<K>]?: QueryValue };

type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;
/** The path's `:params` as an object of strings: "GET /api/booking/:id" → { id: string }. */
export type ParamsOf<K extends EndpointKey> = { [Name in ParamNames<PathOf<K>>]: string };
type HasParams<K extends EndpointKey> = [ParamNames<PathOf<K>>] extends [never] ? false : true;

/** Endpoints a screen can call for JSON (files, feeds, webhooks and redirects left out). */
export type JsonEndpointKey = { [K in EndpointKey]: [ResponseOf<K>] extends [never] ? never : K }[EndpointKey];
export type JsonGetKey = Extract<JsonEndpointKey, `GET ${string}`>;

/** One call's request: `params` when the path has any, then an optional query and body. */
export type ApiRequest<K extends EndpointKey> = (HasParams<K> extends true ? { params: ParamsOf<K> } : { params?: undefined }) & {
  query?: QueryOf<K>;
  body?: BodyOf<K>;
};
/** The request argument: required when the path has params, optional otherwise. */
export type ApiRequestArg<K extends EndpointKey> = HasParams<K> extends true ? [request: ApiRequest<K>] : [request?: ApiRequest<K>];
/** The same, followed by one more optional argument (a hook's options). */
export type ApiRequestArgThen<K extends EndpointKey, T> = HasParams<K> extends true ? [request: ApiRequest<K>, then?: T] : [request?: ApiRequest<K>, then?: T];

export function methodOf(key: EndpointKey): string {
  return key.slice(0, key.indexOf(" "));
}

/**
 * The URL of one call, built only from its endpoint key: each `:param` filled (encoded) from
 * `params`, a missing or empty one refused, then the query's set fields.
 */
export function apiUrl(key: EndpointKey, request: { params?: Record<string, string>; query?: Record<string, QueryValue> } = {}): string {
  const path = key
    .slice(key.indexOf(" ") + 1)
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const value = request.params?.[segment.slice(1)];
      if (typeof value !== "string" || value === "") throw new TypeError(`${key}: the path parameter "${segment.slice(1)}" is missing`);
      return encodeURIComponent(value);
    })
    .join("/");
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined && value !== null) query.append(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
