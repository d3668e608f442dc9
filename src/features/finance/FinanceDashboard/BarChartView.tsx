import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { vars } from '../../../styles/theme.css.ts';

export interface ChartPoint {
  label: string;
  value: number;
}

/**
 * One bar chart (recharts), loaded only on the screens that draw charts. The figure is hidden
 * from screen readers: the same numbers are a table one toggle away, and the section names it.
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
  return (
    <div aria-hidden="true" style={{ inlineSize: '100%', blockSize: '100%' }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={[...data]}
          layout={vertical ? 'vertical' : 'horizontal'}
          margin={{ left: 8, right: 8 }}
        >
          {vertical ? (
            <>
              <XAxis type="number" hide />
              {/* Every bar named: recharts drops ticks it thinks crowd (every second product). */}
              <YAxis type="category" dataKey="label" width={110} tick={{ fontSize: 12 }} interval={0} />
            </>
          ) : (
            <>
              {/* Every bar named (the weekday chart lost Wednesday to "preserveStartEnd"); the 24 hours
                  may thin out, the table beside the chart has them all. */}
              <XAxis
                dataKey="label"
                tick={{ fontSize: 12 }}
                interval={data.length > 12 ? 'preserveStartEnd' : 0}
              />
              <YAxis hide />
            </>
          )}
          <Tooltip formatter={(value) => format(Number(value))} />
          <Bar dataKey="value" fill={vars.color.brand} radius={3} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
