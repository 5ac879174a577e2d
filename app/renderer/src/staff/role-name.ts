import { useWords } from '../i18n/words';

/** A role of the staff register as its sentences name it ("surveillance officer"), in the screen's language. */
export function useRoleName(): (role: string) => string {
  const { say } = useWords();
  return (role) => say({ code: `signer.${role}`, params: {} });
}
