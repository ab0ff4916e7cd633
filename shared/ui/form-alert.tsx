/** A message about a whole form (wrong credentials, no connection), announced; nothing when there is none. */
export function FormAlert({ text }: { text?: string | undefined }) {
  return text ? (
    <p className="wgt-form__alert" role="alert">
      {text}
    </p>
  ) : null;
}
