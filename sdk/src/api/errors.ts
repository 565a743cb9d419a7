/** One error type with codes; the server maps each code to an HTTP status once. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
  insufficient_storage: 507,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

export class PathcraftError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'PathcraftError';
    this.code = code;
    this.details = details;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
  toJSON(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}

/** Messages quoted by the specification, in one place. */
export const MESSAGES = {
  uidRequired: 'UID is required!',
  userIdRequired: 'userId is required',
  orgIdOrSlugRequired: 'An id or slug are required to get an Organization',
  userNotFound: 'User not found',
  missingParams: 'Missing params',
  accountCreationError: 'Account creation error',
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongTryAgain: 'Something went wrong, try again.',
  updatingUserFailed: 'Something went wrong updating user.',
  fetchingUserFailed: 'Something went wrong fetching user.',
} as const;

/** What the client says when no answer came back at all. */
export const SERVER_UNREACHABLE = 'The server could not be reached. Check your connection and try again.';
