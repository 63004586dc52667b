import type { auth as me } from '../me/auth';

export const auth: typeof me = {
  common: {
    close: 'Close',
    error: 'Error',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    required: 'required',
  },
  strength: {
    label: 'Password strength',
    weak: 'Weak password',
    medium: 'Medium strength',
    strong: 'Strong password',
  },
  signup: {
    title: 'Create your account',
    subtitle: 'Sign up in a couple of minutes, buy now and pay in interest-free instalments.',
    personalData: 'Personal details',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone number',
    phoneHint: 'e.g. +382 67 123 456. You can verify your phone later for extra points.',
    jmbg: 'JMBG (your 13-digit personal identification number)',
    jmbgHint: '13 digits. We store it encrypted and never show it in full.',
    password: 'Password',
    passwordHint: 'At least 12 characters: lower and upper case, a digit and a special character.',
    confirmPassword: 'Confirm password',
    agreeToTerms: 'I accept the terms of use and the privacy policy',
    newsletter: 'I want to receive news and special offers by email',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
    login: 'Log in',
    business: 'Have a business?',
    businessLink: 'Register your business',
    createdToast:
      'Your account has been created! You got +20 points on your credit score (sign-up and a verified email address). You can verify your phone later for extra points.',
    failed: 'The account could not be created. Please try again.',
    codeSentDescription: (target: string) =>
      `We sent a verification code to ${target}. If this address already has a NaRate account, we sent it sign-in instructions instead of a code.`,
    refused:
      'We cannot open an account with these details. If you think this is a mistake, contact us.',
    contactSupport: 'Contact support',
    perks: [
      'A starting limit of up to €100 that grows with every purchase you pay off',
      '0% interest and no hidden costs',
      'Approval within seconds',
    ],
  },
  verification: {
    emailTitle: 'Verify your email address',
    phoneTitle: 'Verify your phone number',
    sendIntro: (target: string) => `We will send a 6-digit verification code to ${target}.`,
    send: 'Send code',
    sending: 'Sending…',
    codeLabel: 'Verification code',
    codeIntro: (target: string) =>
      `Enter the 6-digit code we sent to ${target}. The code is valid for 10 minutes.`,
    verify: 'Verify',
    verifying: 'Checking…',
    resend: 'Send again',
    resendIn: (seconds: number) => `Send again in ${seconds} s`,
    codeSentTitle: 'Code sent',
    codeSentDescription: (target: string) => `A verification code was sent to ${target}`,
    sendFailed: 'The verification code could not be sent. Please try again.',
    wrongCodeTitle: 'Wrong code',
    wrongCodeDescription: 'Enter the correct verification code.',
    attemptsLeft: (n: number) =>
      n === 1 ? 'Wrong code. You have 1 try left.' : `Wrong code. You have ${n} tries left.`,
    locked: 'Too many wrong tries: this code no longer works. Ask for a new code.',
  },
  login: {
    sessionEnded:
      'Your session has ended. Sign in again and we will take you back to the same page.',
    title: 'Log in to your account',
    subtitle: 'Welcome back! Enter your email and password.',
    email: 'Email',
    password: 'Password',
    rememberMe: 'Remember me',
    forgot: 'Forgot your password?',
    submit: 'Log in',
    submitting: 'Logging in…',
    noAccount: 'No account yet?',
    signup: 'Sign up',
    invalidCredentials: 'Invalid login details',
    attemptsLeft: (n: number) =>
      n === 1
        ? '1 more try before sign-in is temporarily locked.'
        : `${n} more tries before sign-in is temporarily locked.`,
    failedTitle: 'Login failed',
    successTitle: 'Logged in!',
  },
  forgot: {
    title: 'Forgotten password',
    description:
      'Enter your account’s email address and we will send you a link to set a new password.',
    email: 'Email',
    submit: 'Send link',
    submitting: 'Sending…',
    sentTitle: 'Email sent!',
    sentDescription:
      'If an account with this address exists, the link arrives within a minute. It is valid for 1 hour.',
    failed: 'The email could not be sent. Please try again.',
  },
  reset: {
    title: 'Set a new password',
    subtitle:
      'Choose a new password for your account. You will be signed out on every other device.',
    password: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Change password',
    submitting: 'Saving…',
    checking: 'Checking the link…',
    success: 'Your password has been changed.',
    successTitle: 'Password changed',
    redirecting: 'Taking you to your account…',
    failed: 'The password could not be changed. Please try again.',
    invalidTitle: 'This link is not valid',
    missingToken: 'This link is incomplete. Open it again from the email or ask for a new one.',
    requestNew: 'Ask for a new link',
  },
};
