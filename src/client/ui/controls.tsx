import type { CSSProperties, ReactNode } from 'react';
import styles from './controls.module.css';

/** An on/off switch (a checkbox with the switch role). */
export function Switch({
  checked,
  onChange,
  label,
  id,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  id?: string;
}) {
  return (
    <input
      id={id}
      type="checkbox"
      role="switch"
      className={styles.switch}
      checked={checked}
      aria-label={label}
      onChange={(event) => {
        onChange(event.currentTarget.checked);
      }}
    />
  );
}

/** A level slider from 0 to 100, filled up to its value. */
export function LevelSlider({
  value,
  onChange,
  label,
  disabled = false,
}: {
  value: number;
  onChange: (value: number) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <input
      type="range"
      className={styles.slider}
      min={0}
      max={100}
      step={1}
      value={value}
      disabled={disabled}
      aria-label={label}
      aria-valuetext={`${value}%`}
      style={{ '--value': `${value}%` } as CSSProperties}
      onChange={(event) => {
        onChange(Number(event.currentTarget.value));
      }}
    />
  );
}

/** One choice of a {@link Segmented} control. */
export interface SegmentedOption<T extends string> {
  value: T;
  label: ReactNode;
  icon?: ReactNode;
}

/** A row of mutually exclusive choices (radio buttons that look like a segmented switch). */
export function Segmented<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: T;
  options: readonly SegmentedOption<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.segmented} aria-label={legend}>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => {
              onChange(option.value);
            }}
          />
          {option.icon}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
