// How a run that ended before its result says why. Kept apart from the gate so the run's first steps can
// record it without loading the policy.
/**
 * Why a run ended before it had a result. `rejected`: what it was given fails the gate by itself (verdict
 * `fail`); `not-approved`: a Deep nobody approved (in time), which `on-timeout` judges like a timed-out
 * wait; `not-judged`: anything else (a bad input, a refused key, an outage, a cancellation…), the `error`
 * verdict.
 */
export interface Stopped {
  readonly message: string;
  readonly cause: 'not-judged' | 'not-approved' | 'rejected';
}

export const notJudged = (message: string): Stopped => ({ message, cause: 'not-judged' });
