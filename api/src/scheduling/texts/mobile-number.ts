// The number a text goes to, in E.164 as Twilio takes it, from the phone of the patient's file: a
// North American number (10 digits, or 11 with the leading 1) becomes +1…; a number written with
// its + and country code stays; anything else is no number to text. Which one is a mobile is the
// patient's word: she agrees to texts at the number of her file.
export function textableNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
  if (/^[2-9]\d{9}$/.test(digits)) return `+1${digits}`;
  if (/^1[2-9]\d{9}$/.test(digits)) return `+${digits}`;
  return null;
}
