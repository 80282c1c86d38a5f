// Every screen's form: the house's form style and `part`, the browser's own validation bubbles off
// (each field shows its error in the user's language), and a submit that stays on the page.
import type { FormHTMLAttributes, Ref } from 'react';
import * as s from './styles.css';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** The submit, already kept from leaving the page; gets the form (for useFocusAfterSave). */
  onSubmit(form: HTMLFormElement): void;
  ref?: Ref<HTMLFormElement>;
}

export function Form({ onSubmit, ...rest }: FormProps) {
  return <form className={s.form} part="form" noValidate {...rest} onSubmit={(e) => { e.preventDefault(); onSubmit(e.currentTarget); }} />;
}
