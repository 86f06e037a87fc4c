import { withLocale, type Locale } from '@captio/routing-rules';

/** The sign-up address that credits the inviter: their code rides along as invite_code. */
export function inviteLink(origin: string, inviteCode: string, locale: Locale): string {
  return `${origin}${withLocale('/users/signup', locale)}?invite_code=${encodeURIComponent(inviteCode)}`;
}
