import { DatePicker } from 'antd';

interface Props {
  /** Read by screen readers and shown as the two placeholders' group name. */
  readonly label: string;
  readonly size?: 'small' | 'middle';
  readonly testId?: string;
  /** The first millisecond of the first local day and the last of the last; undefined when that end is open. */
  readonly onChange: (startTime: number | undefined, endTime: number | undefined) => void;
}

/**
 * A from–to day filter for history tables. antd's range picker writes the dates, placeholders and month names in
 * the app's language (its ConfigProvider locale), where a native date input follows the browser's own locale.
 */
export function DayRangeFilter({ label, size, testId, onChange }: Props) {
  return (
    <DatePicker.RangePicker
      size={size}
      allowEmpty={[true, true]}
      aria-label={label}
      data-testid={testId}
      style={{ maxWidth: '100%' }}
      onChange={(range) => onChange(range?.[0]?.startOf('day').valueOf(), range?.[1]?.endOf('day').valueOf())}
    />
  );
}
