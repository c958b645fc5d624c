import type { TLanguage } from '@innerway/domain';
import { renderActionMail, type TMailContent } from './layout.ts';
import { nbsp, type TMailCopy } from './mail-copy.ts';

export interface TEmailChangedMailInput {
  language: TLanguage;
  productName: string;
  name: string;
  /** The new address, masked (maskAddress): enough for the owner to recognise it, not to write to it. */
  maskedAddress: string;
  supportEmail: string;
}

type TEmailChangedWords = (input: Omit<TEmailChangedMailInput, 'language'>) => TMailCopy;

// Goes to the old address, which may be the only one the owner still reads: a reset link would go
// to the new address, so the way back is the support address. The subject names no user value, so
// no header carries anything a user typed.
const copy: Record<TLanguage, TEmailChangedWords> = {
  en: ({ productName, name, maskedAddress }) => ({
    subject: `The email address of your ${productName} account was changed`,
    greeting: `Hi ${name},`,
    intro: [
      `The email address of your ${productName} account was just changed to ${maskedAddress}. From now on we write to that address only, and you sign in with it.`,
      'If you made this change, there is nothing more to do. If you did not, write to us straight away and we will help you get your account back.',
    ],
    buttonLabel: 'This was not me',
    plainLinkLabel: "If the button doesn't work, write to us at this address:",
    outro: ['For your safety, every other device that was signed in to your account has been signed out.'],
    signOff: `Take good care,\nThe ${productName} team`,
  }),
  fr: ({ productName, name, maskedAddress }) => ({
    subject: `L’adresse e-mail de votre compte ${productName} a été modifiée`,
    greeting: `Bonjour ${name},`,
    intro: [
      `L’adresse e-mail de votre compte ${productName} vient d’être remplacée par ${maskedAddress}. Désormais, nous écrivons uniquement à cette adresse, et c’est avec elle que vous vous connectez.`,
      'Si vous êtes à l’origine de ce changement, vous n’avez rien d’autre à faire. Sinon, écrivez-nous sans attendre et nous vous aiderons à récupérer votre compte.',
    ],
    buttonLabel: 'Ce n’était pas moi',
    plainLinkLabel: `Si le bouton ne fonctionne pas, écrivez-nous à cette adresse${nbsp}:`,
    outro: ['Par sécurité, tous les autres appareils connectés à votre compte ont été déconnectés.'],
    signOff: `Prenez soin de vous,\nL’équipe ${productName}`,
  }),
  es: ({ productName, name, maskedAddress }) => ({
    subject: `Se cambió el correo electrónico de tu cuenta de ${productName}`,
    greeting: `Hola, ${name}:`,
    intro: [
      `El correo electrónico de tu cuenta de ${productName} se acaba de cambiar a ${maskedAddress}. A partir de ahora solo escribiremos a esa dirección, y es con ella con la que inicias sesión.`,
      'Si hiciste tú este cambio, no tienes que hacer nada más. Si no, escríbenos enseguida y te ayudaremos a recuperar tu cuenta.',
    ],
    buttonLabel: 'No fui yo',
    plainLinkLabel: 'Si el botón no funciona, escríbenos a esta dirección:',
    outro: ['Por seguridad, se cerró la sesión en todos los demás dispositivos conectados a tu cuenta.'],
    signOff: `Cuídate mucho,\nEl equipo de ${productName}`,
  }),
};

/**
 * An address shown without being given away: the first character of its local part and its
 * domain ('m•••@example.com'). The old address may no longer be its owner's own mailbox.
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, Math.min(1, at))}•••${address.slice(at)}`;
}

/** The notice to the old address after an e-mail change, with the support address as its action. */
export function emailChangedMail(input: TEmailChangedMailInput): TMailContent {
  const words = copy[input.language](input);
  const link = `mailto:${input.supportEmail}`;
  return renderActionMail({ ...words, language: input.language, productName: input.productName, link });
}
