import { memo, useId } from 'react';
import type { SaygStyle } from '../../lib/preferences';

const saygStyles: { value: SaygStyle; label: string }[] = [
  { value: 'sayg-white', label: 'Black on white' },
  { value: 'sayg-black', label: 'White on black' },
];

/** 'Black on white' or 'White on black'. */
export const StyleSelector = memo(function StyleSelector({
  style,
  onChange,
}: {
  style: SaygStyle;
  onChange: (style: SaygStyle) => void;
}) {
  const id = useId();
  return (
    <div className="sayg-style-selector d-flex align-items-center gap-2">
      <label htmlFor={id} className="form-label mb-0">
        Style
      </label>
      <select
        id={id}
        className="form-select"
        value={style}
        onChange={(event) => onChange(event.target.value as SaygStyle)}
      >
        {saygStyles.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
});
