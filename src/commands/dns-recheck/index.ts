// The dns-recheck command: re-run the free DNS check of a finding after a fix, then read the latest
// recheck and judge its outcomes. Asked too early, it says when the next recheck is allowed.
import { isRecheckTooSoon, readRecheckOutcomes } from '../../api/unshown-fields/check-fields.ts';
import type { ServiceClient } from '../../api/client.ts';
import { ServiceError } from '../../api/errors.ts';
import type { DnsRecheck } from '../../api/types-operations.ts';
import type { DnsRecheckView } from '../../render/command-views.ts';
import type { CommandDeps } from '../deps.ts';
import type { DnsRecheckSettings } from './spec.ts';
import { ConfigurationError } from '../../errors.ts';
import { judgeDnsRecheck } from './judge.ts';

export async function dnsRecheckCommand(deps: CommandDeps<DnsRecheckSettings>): Promise<void> {
  const { settings, state, toolkit, client } = deps;
  const { scanId, findingId } = settings.dnsRecheck;
  const record = (view: DnsRecheckView, log: string) => {
    state.dnsRecheck = view;
    state.outcomes.push(...judgeDnsRecheck(view));
    toolkit.info(`DNS recheck of ${findingId} (scan ${scanId}): ${log}`);
  };
  try {
    await client.recheckDns(scanId, {
      findingId,
      idempotencyKey: deps.keyFor('dns-recheck', `${scanId}:${findingId}`),
    });
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404)
      throw await unknownId(client, error, scanId, findingId);
    if (!(error instanceof ServiceError) || error.status !== 409) throw error;
    const latest = await latestOrNull(client, scanId);
    const nowMs = deps.now();
    if (!isRecheckTooSoon(error, latest?.nextAllowedAt ?? null, nowMs)) throw error;
    const seen = viewOf(scanId, findingId, latest, false);
    const waited = error.retryAfterMs === null ? null : new Date(nowMs + error.retryAfterMs).toISOString();
    const nextAllowedAt = seen.nextAllowedAt ?? waited;
    record(
      { ...seen, nextAllowedAt },
      `not run, the next one is allowed at ${nextAllowedAt ?? 'a later time'}`,
    );
    return;
  }
  const view = viewOf(scanId, findingId, await client.latestDnsRecheck(scanId), true);
  const results = view.outcomes.map((o) => `${o.code ?? o.findingId ?? 'finding'} ${o.result}`);
  record(view, results.join(', ') || 'no outcome yet');
}

/**
 * A 404 on the recheck means the scan or its finding is unknown; one read of the scan tells which, so the
 * error names the input to change, its value and where the right id is found.
 */
async function unknownId(
  client: ServiceClient,
  refused: ServiceError,
  scanId: string,
  findingId: string,
): Promise<Error> {
  const scanKnown = await client.scan(scanId).then(
    () => true,
    (error: unknown) => (error instanceof ServiceError && error.status === 404 ? false : null),
  );
  if (scanKnown === null) return refused;
  const said = `(HTTP 404 on ${refused.method} ${refused.route}: ${refused.message})`;
  const fix = scanKnown
    ? `Input 'finding-id' is '${findingId}', which scan ${scanId} does not hold ${said}: give the id of a DNS finding of that scan, as its findings in the service's web application or the scan run's report file show it.`
    : `Input 'scan-id' is '${scanId}', which the account behind 'api-key' does not know ${said}: give the id of a finished scan of one of its sites, as the scan's page in the service's web application or a scan run's 'scan-id' output shows it.`;
  return new ConfigurationError([fix, refused.guidance()].filter(Boolean).join(' '), { cause: refused });
}

/** The latest recheck of the scan, or null when it has none. */
async function latestOrNull(client: ServiceClient, scanId: string): Promise<DnsRecheck | null> {
  try {
    return await client.latestDnsRecheck(scanId);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return null;
    throw error;
  }
}

function viewOf(scanId: string, findingId: string, latest: DnsRecheck | null, ran: boolean): DnsRecheckView {
  const str = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    scanId,
    findingId,
    ran,
    pending: latest?.pending !== null && latest?.pending !== undefined,
    checkedAt: str(latest?.checkedAt),
    nextAllowedAt: str(latest?.nextAllowedAt),
    failedAt: str(latest?.failedAt),
    originalGradeUnchanged: latest?.originalGradeUnchanged === true,
    outcomes: readRecheckOutcomes(latest?.outcomes),
  };
}
