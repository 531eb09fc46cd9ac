// Typed domain errors; the route-handler wrapper maps them to HTTP once.
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(message, 400, fields);
  }
}
export class UnauthorizedError extends DomainError {
  constructor(message = "Authentication required") {
    super(message, 401);
  }
}
export class ForbiddenError extends DomainError {
  constructor(message = "You do not have permission to do this") {
    super(message, 403);
  }
}
export class NotFoundError extends DomainError {
  constructor(message = "Not found") {
    super(message, 404);
  }
}
export class ConflictError extends DomainError {
  constructor(message: string) {
    super(message, 409);
  }
}
export class UnprocessableEntityError extends DomainError {
  constructor(message: string) {
    super(message, 422);
  }
}
export class PayloadTooLargeError extends DomainError {
  constructor(message = "Request body is too large") {
    super(message, 413);
  }
}
export class UnsupportedMediaTypeError extends DomainError {
  constructor(message = "Unsupported content type") {
    super(message, 415);
  }
}
export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 429);
  }
}
export class ServiceUnavailableError extends DomainError {
  constructor(message = "The service is temporarily unavailable. Please try again shortly.") {
    super(message, 503);
  }
}
