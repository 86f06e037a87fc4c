import { PASSWORD_MIN_LENGTH } from '@captio/api-client';
import { PasswordField, type BoundField } from '../../features/forms/index.js';
import { useAccountT, type AccountKey } from './catalog.js';

/** A password being chosen: what the password managers should fill, and the api's rule in words. */
export function NewPasswordField({
  field,
  label = 'account.field.newPassword',
}: {
  field: BoundField;
  label?: AccountKey;
}) {
  const t = useAccountT();
  return (
    <PasswordField
      {...field}
      autoComplete="new-password"
      label={t(label)}
      hint={t('account.field.newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
    />
  );
}
