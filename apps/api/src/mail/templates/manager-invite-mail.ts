import type { TLanguage } from '@innerway/domain';
import { renderActionMail, type TMailContent } from './layout.ts';
import { nbsp, type TMailCopy } from './mail-copy.ts';

/**
 * What the invitee does next: `granted` (their verified account manages the institution now: sign
 * in), `register` (no account has the address: create one with it and verify it), `verify` (an
 * account has the address but has not verified it: sign in and verify it).
 */
export type TManagerInviteStep = 'granted' | 'register' | 'verify';

export interface TManagerInviteMailInput {
  language: TLanguage;
  productName: string;
  /** The institution's name in the mail's language. */
  institution: string;
  step: TManagerInviteStep;
  /** `${APP_URL}/studio` (granted), `/register` or `/login`. */
  link: string;
}

type TInviteWords = (input: Omit<TManagerInviteMailInput, 'language' | 'link'>) => TMailCopy;

const copy: Record<TLanguage, TInviteWords> = {
  en: ({ productName, institution, step }) => ({
    subject: `You are invited to follow ${institution} on ${productName}`,
    greeting: 'Hello,',
    intro: [
      `You have been invited to manage ${institution} on ${productName}: you will see its partner report, figures about the group as a whole and never about one person.`,
      {
        granted: 'Your account already has access. Sign in to open the report.',
        register: 'Create your account with this e-mail address, then confirm the address with the link we send you: the report opens as soon as it is confirmed.',
        verify: 'Sign in and confirm your e-mail address with the link we sent you: the report opens as soon as it is confirmed.',
      }[step],
    ],
    buttonLabel: step === 'register' ? 'Create my account' : 'Sign in',
    plainLinkLabel: "If the button doesn't work, copy this link into your browser:",
    outro: ["If you didn't expect this invitation, you can ignore this e-mail."],
    signOff: `Take good care,\nThe ${productName} team`,
  }),
  fr: ({ productName, institution, step }) => ({
    subject: `Vous êtes invité à suivre ${institution} sur ${productName}`,
    greeting: 'Bonjour,',
    intro: [
      `Vous êtes invité à gérer ${institution} sur ${productName}${nbsp}: vous verrez son rapport partenaire, des chiffres sur le groupe dans son ensemble et jamais sur une personne.`,
      {
        granted: 'Votre compte y a déjà accès. Connectez-vous pour ouvrir le rapport.',
        register: `Créez votre compte avec cette adresse e-mail, puis confirmez-la avec le lien que nous vous enverrons${nbsp}: le rapport s’ouvre dès qu’elle est confirmée.`,
        verify: `Connectez-vous et confirmez votre adresse e-mail avec le lien que nous vous avons envoyé${nbsp}: le rapport s’ouvre dès qu’elle est confirmée.`,
      }[step],
    ],
    buttonLabel: step === 'register' ? 'Créer mon compte' : 'Me connecter',
    plainLinkLabel: `Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur${nbsp}:`,
    outro: [`Si vous n’attendiez pas cette invitation, vous pouvez ignorer ce message.`],
    signOff: `Prenez soin de vous,\nL’équipe ${productName}`,
  }),
  es: ({ productName, institution, step }) => ({
    subject: `Te invitan a seguir ${institution} en ${productName}`,
    greeting: 'Hola:',
    intro: [
      `Te han invitado a gestionar ${institution} en ${productName}: verás su informe de socio, cifras del grupo en su conjunto y nunca de una persona.`,
      {
        granted: 'Tu cuenta ya tiene acceso. Inicia sesión para abrir el informe.',
        register: 'Crea tu cuenta con esta dirección de correo y confírmala con el enlace que te enviaremos: el informe se abre en cuanto esté confirmada.',
        verify: 'Inicia sesión y confirma tu dirección de correo con el enlace que te enviamos: el informe se abre en cuanto esté confirmada.',
      }[step],
    ],
    buttonLabel: step === 'register' ? 'Crear mi cuenta' : 'Iniciar sesión',
    plainLinkLabel: 'Si el botón no funciona, copia este enlace en tu navegador:',
    outro: ['Si no esperabas esta invitación, puedes ignorar este mensaje.'],
    signOff: `Cuídate mucho,\nEl equipo de ${productName}`,
  }),
};

/** The mail inviting someone to manage an institution (staff-institutions/invite-institution-manager.ts). */
export function managerInviteMail(input: TManagerInviteMailInput): TMailContent {
  const words = copy[input.language](input);
  return renderActionMail({ ...words, language: input.language, productName: input.productName, link: input.link });
}
