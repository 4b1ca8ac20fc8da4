import * as core from '@actions/core';

export async function run(): Promise<void> {
  try {
    core.info('security-scan-action: not implemented yet');
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error));
  }
}
