// Typed domain errors; the route-handler wrapper maps them to HTTP once.
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
    /** More of the answer's JSON beside `error` (e.g. the bookings a refused change would break). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

// A status whose caller always says what went wrong (and may add details to the answer).
function errorWithStatus(status: number) {
  return class extends DomainError {
    constructor(message: string, details?: Record<string, unknown>) {
      super(message, status, undefined, details);
    }
  };
}

// A status with a message good enough for when the caller has nothing to add.
function errorWithDefaultMessage(status: number, defaultMessage: string) {
  return class extends DomainError {
    constructor(message = defaultMessage) {
      super(message, status);
    }
  };
}

export class ValidationError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(message, 400, fields);
  }
}
export class UnauthorizedError extends errorWithDefaultMessage(401, "Authentication required") {}
export class ForbiddenError extends errorWithDefaultMessage(403, "You do not have permission to do this") {}
export class NotFoundError extends errorWithDefaultMessage(404, "Not found") {}
export class ConflictError extends errorWithStatus(409) {}
export class UnprocessableEntityError extends errorWithStatus(422) {}
export class PayloadTooLargeError extends errorWithDefaultMessage(413, "Request body is too large") {}
export class UnsupportedMediaTypeError extends errorWithDefaultMessage(415, "Unsupported content type") {}
export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 429);
  }
}
export class ServiceUnavailableError extends errorWithDefaultMessage(
  503,
  "The service is temporarily unavailable. Please try again shortly.",
) {}
