// The run, as a list of named steps. Fails in exactly one place: the verdict at the end.
import { inputToChange, ServiceError, TransportError, transportFix } from './api/errors.ts';
import {
  CancelledError,
  ConfigurationError,
  DeepNotStarted,
  errorMessage,
  GateRejection,
  GitHubCallFailed,
  RunSkipped,
} from './errors.ts';
import { runCommand } from './commands/index.ts';
import {
  commandNamed,
  ignoredInputs,
  parseSettings,
  sarifPartsOf,
  SPECS,
  type Settings,
} from './commands/registry.ts';
import { notJudged } from './policy/stopped.ts';
import type { RunDeps } from './runtime/deps.ts';
import { newRunState, type RunState } from './runtime/state.ts';
import { DEFAULT_POLICY } from './settings/settings.ts';

/**
 * The action's run. `deps` holds everything that reaches outside the process or reads the clock:
 * src/index.ts gives the real ones, the tests their stand-ins.
 */
export async function run(deps: RunDeps): Promise<void> {
  const { toolkit, ctx, clock, cancellation, githubClient } = deps;
  // Masked before anything else can print it.
  const apiKey = toolkit.getInput('api-key');
  if (apiKey) toolkit.setSecret(apiKey);
  const state = newRunState(commandNamed(toolkit.getInput('command')), new Date(clock.now()));
  let settings: Settings | null = null;
  try {
    // Said before the settings are read, so a run stopped by a bad input still names what it ignored.
    for (const warning of ignoredInputs(state.command, toolkit.getInput)) {
      state.warnings.push(warning);
      toolkit.warning(warning);
    }
    settings = parseSettings(toolkit.getInput, ctx);
    await runCommand({ settings, state, run: deps });
  } catch (error) {
    if (error instanceof RunSkipped) recordSkip(state, toolkit, error);
    else recordFailure(state, error, cancellation.signal, settings);
  } finally {
    cancellation.dispose();
  }
  // The report side (gate, summary, comment, SARIF…) loads when the command is done, so a run's first
  // request does not wait for it.
  const spec = SPECS[state.command];
  const [{ buildReport }, { finalize }, sections] = await Promise.all([
    import('./runtime/build-report.ts'),
    import('./runtime/finalize.ts'),
    spec.summary(),
  ]);
  // The policy file's keys, where one was read, over the inputs.
  const policy = state.policy ?? settings?.policy ?? DEFAULT_POLICY;
  const report = buildReport(state, policy, new Date(clock.now()));
  const cancelled = cancellation.signal.aborted;
  const { subject } = spec;
  const sarifParts = settings ? sarifPartsOf(settings) : null;
  await finalize({
    report,
    spec,
    sections,
    settings,
    sarifParts,
    policy,
    ctx,
    toolkit,
    githubClient,
    cancelled,
  });
  const { verdict, reasons } = report.verdict;
  const because = reasons.map((r) => r.message).join('; ');
  if (verdict === 'fail') toolkit.setFailed(`${subject} failed: ${because}`);
  else if (verdict === 'error') toolkit.setFailed(`${subject} not judged: ${because}`);
  else if (verdict === 'warn' && state.runSkipped) toolkit.warning(`${subject} skipped: ${because}`);
  else if (verdict === 'warn') {
    const warnOnly = reasons.some((r) => r.level !== 'warn') ? ' (warn-only)' : '';
    toolkit.warning(`${subject} found problems${warnOnly}: ${because}`);
  } else if (state.runSkipped) toolkit.info(`${subject} skipped.`);
  else toolkit.info(`${subject} passed.`);
}

/** A run that cannot work here (a fork's run without secrets) passes, saying so in a notice and the summary. */
function recordSkip(state: RunState, toolkit: RunDeps['toolkit'], skip: RunSkipped): void {
  state.runSkipped = skip.message;
  state.skipped.push({ what: 'This run', why: skip.message });
  toolkit.annotate({ level: 'notice', title: 'Security scan skipped', message: skip.message });
}

function recordFailure(
  state: RunState,
  error: unknown,
  signal: AbortSignal,
  settings: Settings | null,
): void {
  const site = settings?.site ?? '';
  const baseUrl = settings?.baseUrl ?? '';
  if (signal.aborted || error instanceof CancelledError) {
    state.stopped = notJudged(
      `the run was cancelled before it finished${state.scan ? ` (scan ${state.scan.id} was ${state.scan.status})` : ''}`,
    );
    return;
  }
  if (error instanceof GateRejection) {
    state.stopped = { message: error.message, cause: 'rejected' };
    return;
  }
  if (error instanceof DeepNotStarted) {
    state.stopped = { message: error.message, cause: error.notApproved ? 'not-approved' : 'not-judged' };
    return;
  }
  if (error instanceof ConfigurationError || error instanceof GitHubCallFailed) {
    state.stopped = notJudged(error.message);
    return;
  }
  if (error instanceof ServiceError) {
    const { nextStep, webUrl, requestId } = error.details;
    state.errors.push({
      message: error.describe().split('\n')[0] ?? error.message,
      nextStep,
      webUrl,
      requestId,
    });
    // The log line that ends the run says what to change and carries the service's guidance, not only the summary.
    const told = [inputToChange(error, site), error.guidance()].filter(Boolean).join(' ');
    state.stopped = notJudged(
      `the service refused ${error.method} ${error.route} (HTTP ${error.status}): ${error.message}${told ? `${/[.!?]$/.test(error.message) ? '' : '.'} ${told}` : ''}`,
    );
    return;
  }
  if (error instanceof TransportError) {
    state.errors.push({ message: error.describe(), nextStep: null, webUrl: null, requestId: null });
    const fix = transportFix(error, baseUrl);
    state.stopped = notJudged(
      `the service could not be reached: ${error.describe()}${fix ? `. ${fix}` : ''}`,
    );
    return;
  }
  // Anything else is a defect or an outage we did not foresee: still reported, never a green run.
  state.stopped = notJudged(`unexpected error: ${errorMessage(error)}`);
}
