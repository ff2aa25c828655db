// The table `npm run bench` ends with, and bench/RESULTS.md around it.

/** Where the writes' section of RESULTS.md starts (bench/writes.ts); `npm run bench` keeps what follows. */
export const WRITES_MARKER = '<!-- bench:writes -->';

export interface Row {
  figure: string;
  value: string;
  reference: string;
  ratio: string;
  target: string;
  met: boolean;
}

const escapePipes = (text: string) => text.replaceAll('|', '\\|');

export function renderTable(rows: Row[]): string {
  const header = ['figure', 'measured', 'reference (same run)', 'ratio', 'target', 'met'];
  const body = rows.map((row) => [
    row.figure,
    row.value,
    row.reference,
    row.ratio,
    row.target,
    row.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((cells) => escapePipes(cells[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => escapePipes(cell).padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...body.map(line),
  ].join('\n');
}

export interface ResultsInput {
  startedAt: Date;
  finishedAt: Date;
  commit: string;
  nproc: number;
  cpu: string;
  loadAverage: string;
  versions: Record<string, string>;
  settings: string;
  table: string;
}

export function renderResults(input: ResultsInput): string {
  const minutes = ((input.finishedAt.getTime() - input.startedAt.getTime()) / 60_000).toFixed(1);
  return `# Bench results

Written by \`npm run bench\` (bench/run.ts); the last run replaces this file. Figures are from one run on a
shared machine: compare the ratios, each taken right after its reference in the same run, rather than the
absolute figures. "CPU µs/answer" is the CPU time the server's own process spent per answer while measured
(from /proc; PostgreSQL's processes are not in it); the ratio in brackets is the reference's CPU per answer
over Quayside's, which other work on the machine moves less than req/s. What each change took off, and the
runs before them, are in bench/README.md.

- Date: ${input.startedAt.toISOString()} (${minutes} min), commit \`${input.commit}\`
- Machine: \`nproc\` ${input.nproc}, ${input.cpu}; load average (1 min) while measuring ${input.loadAverage}
- Versions: ${Object.entries(input.versions)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ')}
- Load: ${input.settings}; Quayside, each reference server and the load generator (autocannon) in their own
  processes on 127.0.0.1. Quayside runs as \`NODE_ENV=production node --import tsx server/main.ts\` with its
  logging at the default level (info) into a pipe the bench reads and drops, and \`API_RATE_PER_MINUTE\` and \`API_IN_HAND_PER_CLIENT\` above the load.
- Commands: \`npm run bench\` (everything); \`npm run bench:loan\` (the loan maths alone);
  \`ONLY=postgres|pglite|loan npm run bench\` (one part, printed only).

${input.table}
`;
}
