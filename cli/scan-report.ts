// How `scan` prints its findings: `file:line:column rule` lines, one JSON object a line (--json), or one
// SARIF 2.1.0 log for code-scanning upload (--format sarif). Each is written as the findings come, so a scan
// of any size holds none of them in memory.
import { listRules, ruleLabel } from '@/lib/masking';
import type { ScanFormat } from './args';
import { IGNORE_FILE_NAME } from './scan-ignore';

declare const PASTESAFE_VERSION: string;

export interface Finding {
  /** The input's name as shown: the path given, git's path with --staged, or `<stdin>`. */
  file: string;
  /** The path relative to the project's directory (fingerprints and SARIF use it); null for standard input. */
  projectPath: string | null;
  line: number;
  /** 1-based, in UTF-16 code units (as SARIF's columnKind says). */
  column: number;
  /** Length of the value in UTF-16 code units (a value never spans lines). */
  length: number;
  rule: string;
  value: string;
  fingerprint: string;
}

/** A part of an input the scan did not search, or did not read at all. */
export interface Skipped {
  file: string;
  projectPath: string | null;
  /** The line whose rest was skipped, or null for a whole file (a binary one). */
  line: number | null;
  message: string;
}

export interface ScanReport {
  start(): string;
  finding(finding: Finding): string;
  end(skipped: readonly Skipped[]): string;
}

export function scanReport(format: ScanFormat, showValues: boolean): ScanReport {
  if (format === 'sarif') return new SarifReport();
  return {
    start: () => '',
    finding: (finding) => (format === 'json' ? jsonLine(finding, showValues) : textLine(finding, showValues)),
    end: () => '',
  };
}

function textLine({ file, line, column, rule, value }: Finding, showValues: boolean): string {
  return `${file}:${line}:${column} ${rule}${showValues ? ` ${JSON.stringify(value)}` : ''}\n`;
}

function jsonLine({ file, line, column, rule, value, fingerprint }: Finding, showValues: boolean): string {
  return JSON.stringify({ file, line, column, rule, label: ruleLabel(rule), fingerprint, ...(showValues ? { value } : {}) }) + '\n';
}

const INFORMATION_URI = 'https://pastesafe.app/docs/command-line/';
const RULE_DOCS = { pattern: 'https://pastesafe.app/docs/detection-rules/patterns/', keyword: 'https://pastesafe.app/docs/detection-rules/keywords/' };

/** A path as a relative URI reference: each segment percent-encoded. */
function uriOf(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

function artifactLocation(projectPath: string | null) {
  return projectPath === null ? { description: { text: 'standard input' } } : { uri: uriOf(projectPath) };
}

/**
 * One SARIF 2.1.0 log with one run. The results are written first, as they are found; the rules they
 * refer to (by index, in the order first met) and the notes on skipped input follow them.
 */
class SarifReport implements ScanReport {
  private readonly rules = new Map<string, number>();
  private count = 0;

  start(): string {
    return `{"$schema":"https://json.schemastore.org/sarif-2.1.0.json","version":"2.1.0","runs":[{"columnKind":"utf16CodeUnits","results":[`;
  }

  finding(finding: Finding): string {
    let ruleIndex = this.rules.get(finding.rule);
    if (ruleIndex === undefined) {
      ruleIndex = this.rules.size;
      this.rules.set(finding.rule, ruleIndex);
    }
    const result = {
      ruleId: finding.rule,
      ruleIndex,
      level: 'error',
      message: {
        text:
          `${ruleLabel(finding.rule)} (the value is not shown). Mask or remove it; if it is meant to be here (an example, ` +
          `a test fixture), accept it by adding its fingerprint ${finding.fingerprint} to ${IGNORE_FILE_NAME}.`,
      },
      locations: [
        {
          physicalLocation: {
            artifactLocation: artifactLocation(finding.projectPath),
            region: { startLine: finding.line, startColumn: finding.column, endLine: finding.line, endColumn: finding.column + finding.length },
          },
        },
      ],
      partialFingerprints: { 'pastesafe/v1': finding.fingerprint },
    };
    return (this.count++ === 0 ? '' : ',') + JSON.stringify(result);
  }

  end(skipped: readonly Skipped[]): string {
    const known = new Map(listRules().map((rule) => [rule.id, rule]));
    const rules = [...this.rules.keys()].map((id) => {
      const rule = known.get(id);
      const label = ruleLabel(id);
      return {
        id,
        shortDescription: { text: rule ? `${label}: a sensitive value` : `${label}: a value of your custom rules` },
        fullDescription: { text: rule?.description ?? `A value listed in the --rules file, in the ${label} category.` },
        ...(rule ? { helpUri: RULE_DOCS[rule.source] } : {}),
        defaultConfiguration: { level: 'error' },
        properties: { tags: ['security'] },
      };
    });
    const tool = { driver: { name: 'pastesafe', version: PASTESAFE_VERSION, informationUri: INFORMATION_URI, rules } };
    const notifications = skipped.map((skip) => ({
      level: skip.line === null ? 'note' : 'warning',
      message: { text: skip.message },
      locations: [
        {
          physicalLocation: {
            artifactLocation: artifactLocation(skip.projectPath),
            ...(skip.line === null ? {} : { region: { startLine: skip.line } }),
          },
        },
      ],
    }));
    const invocation = { executionSuccessful: true, ...(notifications.length > 0 ? { toolExecutionNotifications: notifications } : {}) };
    return `],"tool":${JSON.stringify(tool)},"invocations":[${JSON.stringify(invocation)}]}]}\n`;
  }
}
