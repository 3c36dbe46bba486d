export function siteShellHtml(): string;
