import type { TLanguage } from '@innerway/domain';
import { renderActionMail, type TMailContent } from './layout.ts';
import { nbsp, type TMailCopy } from './mail-copy.ts';

export interface TGiftMailInput {
  language: TLanguage;
  productName: string;
  /** The name the buyer chose to send it as. */
  from: string;
  /** The buyer's message, or null. */
  message: string | null;
  code: string;
  /** `${APP_URL}/register?code=<code>` */
  link: string;
}

type TGiftWords = (input: Omit<TGiftMailInput, 'language' | 'link'>) => TMailCopy;

// Everything the buyer typed (from, message) goes through the layout, which escapes it for the
// HTML part: it is text from one user shown to another, never markup.
const copy: Record<TLanguage, TGiftWords> = {
  en: ({ productName, from, message, code }) => ({
    subject: `${from} sent you a gift: full access to ${productName}`,
    greeting: 'Hello,',
    intro: [
      `${from} has given you full access to ${productName}, a guided program for your well-being.`,
      ...(message ? [`Their message:\n“${message}”`] : []),
      `Your gift code: ${code}`,
    ],
    buttonLabel: 'Accept my gift',
    plainLinkLabel: "If the button doesn't work, copy this link into your browser:",
    outro: [
      `New to ${productName}? The link creates your account with the gift already applied. Already have an account? Sign in, choose 'Unlock full access' and enter the code.`,
    ],
    signOff: `Take good care,\nThe ${productName} team`,
  }),
  fr: ({ productName, from, message, code }) => ({
    subject: `${from} vous offre un accès complet à ${productName}`,
    greeting: 'Bonjour,',
    intro: [
      `${from} vous offre un accès complet à ${productName}, un programme guidé pour votre bien-être.`,
      ...(message ? [`Son message${nbsp}:\n«${nbsp}${message}${nbsp}»`] : []),
      `Votre code cadeau${nbsp}: ${code}`,
    ],
    buttonLabel: 'Accepter mon cadeau',
    plainLinkLabel: `Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur${nbsp}:`,
    outro: [
      `Nouveau sur ${productName}${nbsp}? Le lien crée votre compte avec le cadeau déjà appliqué. Vous avez déjà un compte${nbsp}? Connectez-vous, choisissez «${nbsp}Débloquer l’accès complet${nbsp}» et saisissez le code.`,
    ],
    signOff: `Prenez soin de vous,\nL’équipe ${productName}`,
  }),
  es: ({ productName, from, message, code }) => ({
    subject: `${from} te regala acceso completo a ${productName}`,
    greeting: 'Hola:',
    intro: [
      `${from} te regala acceso completo a ${productName}, un programa guiado para tu bienestar.`,
      ...(message ? [`Su mensaje:\n«${message}»`] : []),
      `Tu código de regalo: ${code}`,
    ],
    buttonLabel: 'Aceptar mi regalo',
    plainLinkLabel: 'Si el botón no funciona, copia este enlace en tu navegador:',
    outro: [
      `¿Eres nuevo en ${productName}? El enlace crea tu cuenta con el regalo ya aplicado. ¿Ya tienes una cuenta? Inicia sesión, elige «Desbloquear el acceso completo» e introduce el código.`,
    ],
    signOff: `Cuídate mucho,\nEl equipo de ${productName}`,
  }),
};

/** The mail that carries a gift card to its recipient: the code, who it is from, and the link. */
export function giftCardMail(input: TGiftMailInput): TMailContent {
  const words = copy[input.language](input);
  return renderActionMail({ ...words, language: input.language, productName: input.productName, link: input.link });
}
