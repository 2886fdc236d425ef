/** One choice of a {@link ToggleGroup}: its key (`null` for an "all" choice) and its visible label. */
export interface ToggleOption<Key extends string | null> {
  key: Key;
  label: string;
}

/** Props of {@link ToggleGroup}. */
export interface ToggleGroupProps<Key extends string | null> {
  /** The group's accessible name (e.g. the translated 'Filter by category'). */
  label: string;
  /** The choices, in the order shown. Keys are unique; at most one is `null`. */
  options: readonly ToggleOption<Key>[];
  /** The key of the pressed choice. */
  selected: Key;
  /** Called with the key of the choice the visitor pressed. */
  onSelect: (key: Key) => void;
}

/**
 * A labelled group of toggle buttons of which one is pressed (`aria-pressed`): a filter such as a
 * list's categories or a search's result types. Class `sf-toggle-group`; each button
 * `sf-toggle-group__option`, pill-shaped, the pressed one filled with the accent (components.css).
 */
export function ToggleGroup<Key extends string | null>({
  label,
  options,
  selected,
  onSelect,
}: ToggleGroupProps<Key>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not form fields.
    <div className="sf-toggle-group" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.key === null ? 'all' : `option:${option.key}`}
          type="button"
          className="sf-toggle-group__option"
          aria-pressed={option.key === selected}
          onClick={() => onSelect(option.key)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
