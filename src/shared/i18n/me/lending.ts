import { withFullStop } from '../format';
/** Responsible lending: how the limit grows, the income declaration, documents, reviews. */
export const lending = {
  precontractPdf: 'Predugovorne informacije (PDF, za čuvanje)',
  contractPdf: 'Ugovor o kreditu (PDF)',
  growthTitle: 'Kako raste tvoj limit',
  growthRulesToggle: 'Pravila rasta limita',
  growthRules: [
    'Bodove za ratu dobijaš na dan njenog dospijeća, ako je do tada plaćena. Ranije plaćanje je dobrodošlo, ali bodovi stižu na dan dospijeća.',
    'Limit raste za jedan korak najranije 30 dana nakon prethodnog povećanja (ili registracije), i to kada od tada otplatiš glavnicu od najmanje polovine trenutnog limita.',
    'Prije prvog povećanja iznad početnih 100 € prijavljuješ mjesečni neto prihod i fiksne obaveze. Limit nikad nije veći od jednog mjesečnog raspoloživog prihoda (prihod minus obaveze).',
    'Rata u kašnjenju zamrzava limit. Otplata malih planova za nekoliko minuta ne mijenja ni skor ni limit.',
  ],
  nextStepDate: (date: string) => `Sljedeće povećanje najranije: ${date}`,
  repaidProgress: (repaid: string, needed: string) =>
    `Otplaćeno od posljednjeg povećanja: ${repaid} od potrebnih ${needed}`,
  status: {
    stepped: 'Limit je upravo povećan.',
    overdue: 'Limit je zamrznut dok je neka rata u kašnjenju.',
    at_ceiling: 'Limit je na najvišem nivou za tvoj kredit skor.',
    too_soon: 'Još nije prošlo 30 dana od posljednjeg povećanja (ili registracije).',
    not_enough_repaid: 'Za sljedeći korak otplati još glavnice.',
    declaration_needed: 'Za limit iznad 100 € prijavi mjesečne prihode i obaveze.',
    income_cap: 'Limit je jednak tvom mjesečnom raspoloživom prihodu.',
  },
  declarationTitle: 'Prihodi i obaveze',
  declarationLead:
    'Prije limita većeg od 100 € trebamo znati koliko mjesečno možeš da izdvojiš. Podaci služe samo za procjenu kreditne sposobnosti.',
  income: 'Mjesečni neto prihod (€)',
  incomeHint: 'Plata, penzija ili drugi redovni prihod, nakon poreza.',
  obligations: 'Mjesečne fiksne obaveze (€)',
  obligationsHint: 'Kirija, rate drugih kredita, alimentacija. Upiši 0 ako ih nemaš.',
  declarationSave: 'Sačuvaj',
  declarationSaving: 'Čuvanje…',
  declarationSaved: 'Prihodi i obaveze su sačuvani.',
  declarationFailed: 'Nije moguće sačuvati prihode i obaveze.',
  declaredOn: (date: string, disposable: string) =>
    `Prijavljeno ${withFullStop(date)} Raspoloživo mjesečno: ${disposable}.`,
};
