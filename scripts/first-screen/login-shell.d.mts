export interface LoginShellTexts {
  appTitle: string;
  language: string;
  subtitle: string;
  formLabel: string;
  username: string;
  usernamePlaceholder: string;
  password: string;
  passwordPlaceholder: string;
  showPassword: string;
  code: string;
  codePlaceholder: string;
  codeRefresh: string;
  codeLoading: string;
  rememberMe: string;
  submit: string;
}

export interface LoginShellOptions {
  lang: string;
  languages: { code: string; name: string }[];
  logo: string;
  primary: string;
  year: number;
  username: string;
  rememberMe: boolean;
}

export function loginShellHtml(
  t: LoginShellTexts,
  o: LoginShellOptions,
): string;
