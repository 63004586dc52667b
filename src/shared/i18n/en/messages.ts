import type { messages as me } from '../me/messages';

export const messages: typeof me = {
  common: {
    hello: 'Hello,',
    helloName: 'Hello {name},',
    signature: 'The NaRate team',
    slogan: 'Buy now, pay with NaRate.',
  },
  verificationCode: {
    subject: 'Your NaRate verification code',
    codeIs: 'your verification code is:',
    enter: 'Enter it in the verification window on NaRate. The code is valid for 10 minutes.',
    ignore: 'If you did not ask for a code, ignore this message.',
  },
  phoneCodeSms:
    'NaRate: your phone verification code is {code}. Valid for 10 minutes. Do not share it with anyone.',
  welcome: {
    subject: 'Your NaRate account is ready!',
    created: 'Your account has been created and your credit score went up by +{points} points.',
    limit: 'Your starting spending limit is {limit}. It grows with every purchase you repay.',
    phone: 'Verify your phone number in your account for another +{points} points.',
    account: 'Your account: {url}',
    open: 'Open my account',
  },
  passwordReset: {
    subject: 'Changing your NaRate password',
    intro: 'We received a request to change the password of your NaRate account.',
    setHere: 'Set a new password at this link:',
    rule: 'The link is valid for 1 hour and can be used only once.',
    ignore: 'If you did not ask for the change, ignore this message: your password stays the same.',
    button: 'Set a new password',
  },
  signupAttempt: {
    login: 'Sign in: {url}',
    forgotten: 'Forgotten password: on the sign-in page choose “Forgot your password?”',
    support: 'Support: {url}',
    loginButton: 'Sign in',
    forgottenHtml:
      'Change a forgotten password from the sign-in page (“Forgot your password?”). For help:',
    existingEmail: {
      subject: 'Sign-up attempt with your email address',
      lines: [
        'Someone just tried to open a new NaRate account with this email address. This address already has an account, so no new account was opened.',
        'If it was you, just sign in; if you forgot your password, change it from the sign-in page. If it was not you, you can ignore this message.',
      ],
    },
    takenJmbg: {
      subject: 'Sign-up attempt with your JMBG',
      lines: [
        'Someone just tried to open a new NaRate account with your JMBG and a different email address. One person can have only one account, so no new account was opened.',
        'If it was you, sign in to your existing account. If not, contact us through the contact page.',
      ],
    },
    identityTakenJmbg: {
      subject: 'Attempt to record your JMBG on another account',
      lines: [
        'Someone just tried to record your JMBG as the personal data of another NaRate account. One person can have only one account, so the JMBG was not recorded.',
        'If it was you, shop with your existing account. If not, contact us through the contact page.',
      ],
    },
  },
};
