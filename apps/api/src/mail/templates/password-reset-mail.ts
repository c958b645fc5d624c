import { localisedMail, nbsp } from './mail-copy.ts';

export const passwordResetMail = localisedMail({
  en: ({ productName, name, minutes }) => ({
    subject: `Reset your ${productName} password`,
    greeting: `Hi ${name},`,
    intro: [`We received a request to reset the password of your ${productName} account. You can choose a new one here:`],
    buttonLabel: 'Choose a new password',
    plainLinkLabel: "If the button doesn't work, copy this link into your browser:",
    outro: [
      `The link works once and expires in ${minutes} minutes. If you didn't ask for this, just ignore this email: your password stays as it is.`,
    ],
    signOff: `Take good care,\nThe ${productName} team`,
  }),
  fr: ({ productName, name, minutes }) => ({
    subject: `Réinitialisez votre mot de passe ${productName}`,
    greeting: `Bonjour ${name},`,
    intro: [
      `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${productName}. Vous pouvez en choisir un nouveau ici${nbsp}:`,
    ],
    buttonLabel: 'Choisir un nouveau mot de passe',
    plainLinkLabel: `Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur${nbsp}:`,
    outro: [
      `Ce lien n’est valable qu’une seule fois, pendant ${minutes}${nbsp}minutes. Si vous n’êtes pas à l’origine de cette demande, ignorez simplement ce message${nbsp}: votre mot de passe reste inchangé.`,
    ],
    signOff: `Prenez soin de vous,\nL’équipe ${productName}`,
  }),
  es: ({ productName, name, minutes }) => ({
    subject: `Restablece tu contraseña de ${productName}`,
    greeting: `Hola, ${name}:`,
    intro: [
      `Recibimos una solicitud para restablecer la contraseña de tu cuenta de ${productName}. Puedes elegir una nueva aquí:`,
    ],
    buttonLabel: 'Elegir una nueva contraseña',
    plainLinkLabel: 'Si el botón no funciona, copia este enlace en tu navegador:',
    outro: [
      `El enlace solo se puede usar una vez y caduca en ${minutes} minutos. Si no lo pediste tú, ignora este mensaje: tu contraseña seguirá siendo la misma.`,
    ],
    signOff: `Cuídate mucho,\nEl equipo de ${productName}`,
  }),
});
