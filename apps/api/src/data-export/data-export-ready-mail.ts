import type { TLanguage } from '@innerway/domain';
import { renderActionMail, type TMailContent } from '../mail/templates/layout.ts';
import type { TMailCopy } from '../mail/templates/mail-copy.ts';

export interface TDataExportReadyMailInput {
  language: TLanguage;
  productName: string;
  name: string;
  /** The account screen, where the member downloads it signed in. */
  link: string;
  expiresAt: Date;
}

type TWords = (input: { productName: string; name: string; until: string }) => TMailCopy;

// Says where the data is, never the data: the download needs the member's own session.
const copy: Record<TLanguage, TWords> = {
  en: ({ productName, name, until }) => ({
    subject: `Your ${productName} data is ready to download`,
    greeting: `Hi ${name},`,
    intro: [`The copy of your data you asked for is ready. Sign in and download it from your account, until ${until}.`],
    buttonLabel: 'Go to my account',
    plainLinkLabel: "If the button doesn't work, copy this link into your browser:",
    outro: ['After that date we delete it. You can ask for a new copy at any time. If you did not ask for it, change your password.'],
    signOff: `Take good care,\nThe ${productName} team`,
  }),
  fr: ({ productName, name, until }) => ({
    subject: `Vos données ${productName} sont prêtes à être téléchargées`,
    greeting: `Bonjour ${name},`,
    intro: [`La copie de vos données que vous avez demandée est prête. Connectez-vous et téléchargez-la depuis votre compte, jusqu’au ${until}.`],
    buttonLabel: 'Aller à mon compte',
    plainLinkLabel: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
    outro: ['Passé cette date, nous la supprimons. Vous pouvez demander une nouvelle copie à tout moment. Si vous n’avez rien demandé, changez votre mot de passe.'],
    signOff: `Prenez soin de vous,\nL’équipe ${productName}`,
  }),
  es: ({ productName, name, until }) => ({
    subject: `Tus datos de ${productName} están listos para descargar`,
    greeting: `Hola, ${name}:`,
    intro: [`La copia de tus datos que pediste está lista. Inicia sesión y descárgala desde tu cuenta hasta el ${until}.`],
    buttonLabel: 'Ir a mi cuenta',
    plainLinkLabel: 'Si el botón no funciona, copia este enlace en tu navegador:',
    outro: ['Después de esa fecha la borramos. Puedes pedir una copia nueva cuando quieras. Si no la pediste, cambia tu contraseña.'],
    signOff: `Cuídate mucho,\nEl equipo de ${productName}`,
  }),
};

/** The notice that an export is ready, in the member's language; the link leads to the account screen. */
export function dataExportReadyMail(input: TDataExportReadyMailInput): TMailContent {
  const until = new Intl.DateTimeFormat(input.language, { dateStyle: 'long', timeZone: 'UTC' }).format(input.expiresAt);
  const words = copy[input.language]({ productName: input.productName, name: input.name, until });
  return renderActionMail({ ...words, language: input.language, productName: input.productName, link: input.link });
}
