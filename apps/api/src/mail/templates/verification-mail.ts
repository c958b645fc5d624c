import { localisedMail, nbsp } from './mail-copy.ts';

export const verificationMail = localisedMail({
  en: ({ productName, name, minutes }) => ({
    subject: `Please confirm your email for ${productName}`,
    greeting: `Hi ${name},`,
    intro: [
      `Welcome to ${productName}! We're so glad you're here.`,
      'One small step and your account is all set: please confirm your email address.',
    ],
    buttonLabel: 'Confirm my email',
    plainLinkLabel: "If the button doesn't work, copy this link into your browser:",
    outro: [
      `The link works once and expires in ${minutes} minutes. If you didn't create an account, you can simply ignore this email.`,
    ],
    signOff: `Take good care,\nThe ${productName} team`,
  }),
  fr: ({ productName, name, minutes }) => ({
    subject: `Confirmez votre adresse e-mail pour ${productName}`,
    greeting: `Bonjour ${name},`,
    intro: [
      `Bienvenue sur ${productName}${nbsp}! Nous sommes ravis de vous compter parmi nous.`,
      `Il ne reste qu’une petite étape pour finaliser votre compte${nbsp}: confirmer votre adresse e-mail.`,
    ],
    buttonLabel: 'Confirmer mon adresse e-mail',
    plainLinkLabel: `Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur${nbsp}:`,
    outro: [
      `Ce lien n’est valable qu’une seule fois, pendant ${minutes}${nbsp}minutes. Si vous n’avez pas créé de compte, vous pouvez simplement ignorer ce message.`,
    ],
    signOff: `Prenez soin de vous,\nL’équipe ${productName}`,
  }),
  es: ({ productName, name, minutes }) => ({
    subject: `Confirma tu correo electrónico en ${productName}`,
    greeting: `Hola, ${name}:`,
    intro: [
      `¡Te damos la bienvenida a ${productName}! Nos alegra mucho que estés aquí.`,
      'Solo falta un pequeño paso para completar tu cuenta: confirmar tu dirección de correo electrónico.',
    ],
    buttonLabel: 'Confirmar mi correo',
    plainLinkLabel: 'Si el botón no funciona, copia este enlace en tu navegador:',
    outro: [
      `El enlace solo se puede usar una vez y caduca en ${minutes} minutos. Si no creaste ninguna cuenta, puedes ignorar este mensaje.`,
    ],
    signOff: `Cuídate mucho,\nEl equipo de ${productName}`,
  }),
});
