// The runner cancels a job with SIGINT, then SIGTERM 7.5 s later, then SIGKILL: one signal aborts every
// wait and request at once, so the report can still be written in the seconds left.
export interface Cancellation {
  readonly signal: AbortSignal;
  dispose(): void;
}

export function watchCancellation(proc: NodeJS.Process = process): Cancellation {
  const controller = new AbortController();
  const onSignal = (name: string) => () => controller.abort(new Error(`cancelled by ${name}`));
  const onInt = onSignal('SIGINT');
  const onTerm = onSignal('SIGTERM');
  proc.on('SIGINT', onInt);
  proc.on('SIGTERM', onTerm);
  return {
    signal: controller.signal,
    dispose: () => {
      proc.off('SIGINT', onInt);
      proc.off('SIGTERM', onTerm);
    },
  };
}
