// The built bundle on a push event (no pull request, so no comment) against the simulators.
import { runAction, type ActionRun, type RunActionOptions } from '../../simulator/github-runner.ts';
import { API_KEY, type World } from './harness.ts';

export function runOnPush(
  world: World,
  inputs: Record<string, string>,
  options: Partial<RunActionOptions> = {},
): Promise<ActionRun> {
  return runAction({
    ...options,
    env: { GITHUB_API_URL: world.github.url, ...options.env },
    inputs: { 'api-key': API_KEY, 'base-url': world.service.url, ...inputs },
  });
}

/** API requests the service saw whose path starts with `prefix`. */
export const requestsTo = (world: World, prefix: string) =>
  world.service.requests.filter((r) => r.path.startsWith(`/api/cli/v1${prefix}`));
