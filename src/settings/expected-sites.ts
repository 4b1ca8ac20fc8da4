// `expected-sites`: the sites whose reports `command: report` must find, one a line (ids or URLs, as given
// to `site`). Matched against the reports' site identities by the command.
import { ConfigurationError } from '../errors.ts';
import { lines, shown } from './readers.ts';

/** Far above a real matrix: GitHub runs at most 256 jobs of one matrix. */
export const MAX_EXPECTED_SITES = 256;

export function parseExpectedSites(value: string): readonly string[] {
  const sites = [...new Set(lines(value))];
  if (sites.length > MAX_EXPECTED_SITES)
    throw new ConfigurationError(
      `Input 'expected-sites' lists ${sites.length} sites; accepted: at most ${MAX_EXPECTED_SITES}, one site id or URL a line.`,
    );
  const long = sites.find((site) => site.length > 2000 || /\s/.test(site));
  if (long !== undefined)
    throw new ConfigurationError(
      `Input 'expected-sites' holds ${shown(long)}; accepted: one site id or URL a line, as given to 'site'.`,
    );
  return sites;
}
