// Every screen's form: the house's form style and `part`, the browser's own validation bubbles off
// (each field shows its error in the user's language), and a submit that stays on the page. A
// submit is a new action: the alerts shown before it end (an alert belongs to its last action),
// so a notice of the step before ("Phone confirmed.") never hangs over this step's field errors.
import { useContext, type FormHTMLAttributes, type Ref } from 'react';
import { dismissShownIn } from '../core/alerts';
import { ElementContext } from './context';
import * as s from './styles.css';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** The submit, already kept from leaving the page; gets the form (for useFocusAfterSave). */
  onSubmit(form: HTMLFormElement): void;
  ref?: Ref<HTMLFormElement>;
}

export function Form({ onSubmit, ...rest }: FormProps) {
  const scope = useContext(ElementContext)?.host;
  return <form className={s.form} part="form" noValidate {...rest} onSubmit={(e) => { e.preventDefault(); dismissShownIn(scope); onSubmit(e.currentTarget); }} />;
}
