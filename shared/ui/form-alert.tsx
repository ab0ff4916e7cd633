/** A message about a whole form ("no connection, try again"), announced; nothing when empty. */
export function FormAlert({ text }: { text: string }) {
  return text ? (
    <p className="wgt-field__error wgt-form__alert" role="alert">
      {text}
    </p>
  ) : null;
}
