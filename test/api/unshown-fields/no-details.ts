// A ServiceError's `details` with nothing in them, for the refusals these tests build.
export const NO_DETAILS = {
  agentCode: null,
  message: null,
  nextStep: null,
  retryAfterSeconds: null,
  webUrl: null,
  requestId: null,
};
