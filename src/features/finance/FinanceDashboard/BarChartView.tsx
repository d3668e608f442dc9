import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { vars } from '../../../styles/theme.css.ts';

export interface ChartPoint {
  label: string;
  value: number;
}

/** Room for the labels: under the bars, or beside them when the bars lie down. */
const BOTTOM = 32;
const LEFT = 110;
const TICK = { fontSize: 12, fill: vars.color.text };
/** A long name (a product) cut to what the label column holds; the table has it whole. */
const short = (label: string) => (label.length > 16 ? `${label.slice(0, 15)}…` : label);

/**
 * One bar chart: visx's scales and shapes (d3 underneath), a tenth of the chart library it
 * replaces (issue 46 item 1), loaded only on the screens that draw charts. The figure is hidden
 * from screen readers: the same numbers are a table one toggle away, and the section names it.
 * Each bar's `<title>` is the pointer's tooltip.
 */
export default function BarChartView({
  data,
  format,
  vertical = false,
}: {
  data: readonly ChartPoint[];
  format: (value: number) => string;
  vertical?: boolean;
}) {
  const { parentRef, width, height } = useParentSize({ debounceTime: 50 });
  const max = Math.max(1, ...data.map((point) => point.value));
  const labels = data.map((point) => point.label);
  // Every bar named when they fit; a long run (24 hours, 90 days) names every n-th.
  const every = Math.max(1, Math.ceil(data.length / 12));
  const shown = labels.filter((_, i) => i % every === 0);
  const plotWidth = Math.max(0, width - (vertical ? LEFT + 8 : 16));
  const plotHeight = Math.max(0, height - (vertical ? 8 : BOTTOM + 8));
  const band = scaleBand<string>({
    domain: labels,
    range: vertical ? [0, plotHeight] : [0, plotWidth],
    padding: 0.2,
  });
  const amount = scaleLinear<number>({
    domain: [0, max],
    range: vertical ? [0, plotWidth] : [plotHeight, 0],
  });
  return (
    <div aria-hidden="true" ref={parentRef} style={{ inlineSize: '100%', blockSize: '100%' }}>
      {width > 0 && height > 0 && (
        <svg width={width} height={height} role="presentation">
          <Group left={vertical ? LEFT : 8} top={vertical ? 4 : 8}>
            {data.map((point) => {
              const at = band(point.label) ?? 0;
              const size = Math.max(0, point.value);
              return vertical ? (
                <Bar
                  key={point.label}
                  x={0}
                  y={at}
                  width={amount(size)}
                  height={band.bandwidth()}
                  fill={vars.color.brand}
                  rx={3}
                >
                  <title>{`${point.label}: ${format(point.value)}`}</title>
                </Bar>
              ) : (
                <Bar
                  key={point.label}
                  x={at}
                  y={amount(size)}
                  width={band.bandwidth()}
                  height={plotHeight - amount(size)}
                  fill={vars.color.brand}
                  rx={3}
                >
                  <title>{`${point.label}: ${format(point.value)}`}</title>
                </Bar>
              );
            })}
            {vertical ? (
              <AxisLeft
                scale={band}
                hideAxisLine
                hideTicks
                tickFormat={short}
                tickLabelProps={{ ...TICK, textAnchor: 'end', verticalAnchor: 'middle', dx: -4 }}
              />
            ) : (
              <AxisBottom
                top={plotHeight}
                scale={band}
                tickValues={shown}
                hideTicks
                stroke={vars.color.border}
                tickLabelProps={{ ...TICK, textAnchor: 'middle' }}
              />
            )}
          </Group>
        </svg>
      )}
    </div>
  );
}
