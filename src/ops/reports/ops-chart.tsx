import { useId } from 'react';

/**
 * The reports' bar chart: our own SVG, no chart library (decision 109). A report's chart is bars — a
 * figure per month or per bucket, stacked by outcome or grouped by bucket — which a hundred lines draw;
 * the libraries weighed (uPlot, Chart.js) are 20–70 kB of canvas code for it and draw nothing a screen
 * reader can read. The table under each chart is its accessible equivalent; the chart is named by its
 * caption and says the table holds its figures.
 *
 * This module is a lazy chunk of its own (`ops-chart-*.js`, which the worker's precache leaves out with
 * the console's other `ops-*` files) and imports React only: a module it shared with the console would be
 * split into a chunk of its own name, which the worker would precache for every borrower.
 */
export interface ChartSeries {
  key: string;
  label: string;
  values: readonly number[];
}

export interface ChartProps {
  caption: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Stacked: one bar a category with a part per series; otherwise one bar per series side by side. */
  stacked?: boolean;
  /** Axis figures in the reader's language (money, a count, a share). */
  format(value: number): string;
  testId?: string;
}

const HEIGHT = 220;
const TOP = 12;
const BOTTOM = 34;
const LEFT = 72;
const GROUP = 64;

/** A step of 1, 2 or 5 × 10ⁿ that puts about four lines under the top. */
function niceStep(max: number): number {
  if (max <= 0) return 1;
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const unit = rough / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

export default function OpsChart({
  caption,
  categories,
  series,
  stacked = false,
  format,
  testId,
}: ChartProps) {
  const captionId = useId();
  const totals = categories.map((_, index) =>
    stacked
      ? series.reduce((sum, one) => sum + Math.max(0, one.values[index] ?? 0), 0)
      : Math.max(0, ...series.map((one) => one.values[index] ?? 0)),
  );
  const step = niceStep(Math.max(0, ...totals));
  const top = Math.max(step, Math.ceil(Math.max(0, ...totals) / step) * step);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  const width = LEFT + Math.max(categories.length, 1) * GROUP + 8;
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + plot - (value / top) * plot;
  const barWidth = stacked ? GROUP * 0.6 : (GROUP * 0.8) / Math.max(series.length, 1);
  return (
    <figure className="ops-chart" data-testid={testId}>
      <figcaption id={captionId} className="ops-chart__caption">
        {caption}
      </figcaption>
      <ul className="ops-chart__legend" aria-hidden="true">
        {series.map((one, index) => (
          <li key={one.key}>
            <span className={`ops-chart__swatch ops-chart__s${index % 8}`} />
            {one.label}
          </li>
        ))}
      </ul>
      {/* At its own size, scrolled sideways on a phone rather than shrunk until its figures cannot be read. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <div className="ops-chart__scroll" tabIndex={0} role="region" aria-label={caption}>
        <svg
          className="ops-chart__svg"
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={captionId}
          preserveAspectRatio="xMinYMin meet"
          style={{ minWidth: `${width}px`, maxWidth: `${width * 1.4}px` }}
        >
          <title>{caption}</title>
          {ticks.map((tick) => (
            <g key={tick}>
              <line className="ops-chart__grid" x1={LEFT} x2={width - 4} y1={y(tick)} y2={y(tick)} />
              <text className="ops-chart__tick" x={LEFT - 6} y={y(tick) + 4} textAnchor="end">
                {format(tick)}
              </text>
            </g>
          ))}
          {categories.map((category, index) => {
            const left = LEFT + index * GROUP;
            let base = 0;
            return (
              <g key={category} data-testid="chart-category">
                {series.map((one, at) => {
                  const value = Math.max(0, one.values[index] ?? 0);
                  if (value === 0) return null;
                  const x = stacked ? left + (GROUP - barWidth) / 2 : left + GROUP * 0.1 + at * barWidth;
                  const from = stacked ? base : 0;
                  base += stacked ? value : 0;
                  return (
                    <rect
                      key={one.key}
                      className={`ops-chart__bar ops-chart__s${at % 8}`}
                      x={x}
                      width={Math.max(1, barWidth - 1)}
                      y={y(from + value)}
                      height={Math.max(0.5, y(from) - y(from + value))}
                    >
                      <title>{`${one.label}, ${category}: ${format(value)}`}</title>
                    </rect>
                  );
                })}
                <text
                  className="ops-chart__label"
                  x={left + GROUP / 2}
                  y={HEIGHT - BOTTOM + 16}
                  textAnchor="middle"
                >
                  {category}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
