/** What every calculator field receives: its name (the URL key), its text and two callbacks. */
export interface FieldProps {
  /** Unique on the page; also used for the label. */
  id: string;
  /** The input's name: the URL key and the analytics element. */
  name: string;
  label: string;
  value: string;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string, value: string) => void;
  hint?: string;
  optional?: boolean;
}
