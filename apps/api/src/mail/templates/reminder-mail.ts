import type { TLanguage } from '@innerway/domain';
import { renderActionMail, type TActionMail, type TMailContent } from './layout.ts';
import { nbsp } from './mail-copy.ts';

interface TReminderWords {
  productName: string;
  name: string;
}

type TReminderCopy = Omit<TActionMail, 'language' | 'productName' | 'link' | 'footer'> & {
  footer: Omit<NonNullable<TActionMail['footer']>, 'link'>;
};

/** Short and without pressure: an invitation the member asked for, never a count of missed days. */
const copy: Record<TLanguage, (words: TReminderWords) => TReminderCopy> = {
  en: ({ productName, name }) => ({
    subject: 'A quiet moment for you',
    greeting: `Hi ${name},`,
    intro: [`Here is the reminder you asked for: a few minutes with ${productName}, whenever it suits you today.`],
    buttonLabel: `Open ${productName}`,
    plainLinkLabel: "If the button doesn't work, copy this link into your browser:",
    outro: [],
    signOff: `Take good care,\nThe ${productName} team`,
    footer: { text: 'You receive this because you turned on reminders in your account.', linkLabel: 'Stop these reminders' },
  }),
  fr: ({ productName, name }) => ({
    subject: 'Un moment de calme pour vous',
    greeting: `Bonjour ${name},`,
    intro: [`Voici le rappel que vous avez demandé${nbsp}: quelques minutes avec ${productName}, au moment qui vous convient aujourd’hui.`],
    buttonLabel: `Ouvrir ${productName}`,
    plainLinkLabel: `Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur${nbsp}:`,
    outro: [],
    signOff: `Prenez soin de vous,\nL’équipe ${productName}`,
    footer: { text: 'Vous recevez ce message parce que vous avez activé les rappels dans votre compte.', linkLabel: 'Arrêter ces rappels' },
  }),
  es: ({ productName, name }) => ({
    subject: 'Un momento de calma para ti',
    greeting: `Hola, ${name}:`,
    intro: [`Aquí tienes el recordatorio que pediste: unos minutos con ${productName}, cuando mejor te venga hoy.`],
    buttonLabel: `Abrir ${productName}`,
    plainLinkLabel: 'Si el botón no funciona, copia este enlace en tu navegador:',
    outro: [],
    signOff: `Cuídate mucho,\nEl equipo de ${productName}`,
    footer: { text: 'Recibes este mensaje porque activaste los recordatorios en tu cuenta.', linkLabel: 'Dejar de recibir estos recordatorios' },
  }),
};

export function reminderMail(input: {
  language: TLanguage;
  productName: string;
  name: string;
  /** Where the button leads: the app. */
  link: string;
  /** The signed page that turns reminders off. */
  unsubscribeLink: string;
}): TMailContent {
  const words = copy[input.language]({ productName: input.productName, name: input.name });
  return renderActionMail({
    ...words,
    language: input.language,
    productName: input.productName,
    link: input.link,
    footer: { ...words.footer, link: input.unsubscribeLink },
  });
}
