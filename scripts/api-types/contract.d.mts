/** docs/http-contract.md's text for an OpenAPI 3 document. */
export function renderContract(doc: unknown): string;
