/** The part of mailauth 4.x the SMTP tests use (the package ships no types for its DKIM verifier). */
declare module 'mailauth/lib/dkim/verify' {
  export interface DkimResult {
    signingDomain?: string;
    selector?: string;
    status: { result: 'pass' | 'fail' | 'neutral' | 'none' | 'temperror' | 'permerror' | 'policy'; comment?: string };
  }
  export function dkimVerify(
    input: Buffer | string,
    options?: { resolver?: (name: string, type: string) => Promise<string[][]> },
  ): Promise<{ results: DkimResult[] }>;
}
