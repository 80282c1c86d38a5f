// Offline stand-ins for the external services (sandbox only): REST Countries v3.1,
// IBGE states and ViaCEP. Shapes follow the real services.
import { Hono } from 'hono';
import countriesData from '../data/countries.json' with { type: 'json' };
import type { Env } from '../services.ts';

type CountryTuple = [string, string, string, boolean];
const COUNTRIES = (countriesData.countries as unknown as CountryTuple[]).map(([cca2, common, official, independent]) => ({
  name: { common, official }, cca2, independent,
}));

const REGIONS = {
  N: { id: 1, sigla: 'N', nome: 'Norte' },
  NE: { id: 2, sigla: 'NE', nome: 'Nordeste' },
  SE: { id: 3, sigla: 'SE', nome: 'Sudeste' },
  S: { id: 4, sigla: 'S', nome: 'Sul' },
  CO: { id: 5, sigla: 'CO', nome: 'Centro-Oeste' },
} as const;

const STATES_RAW: [number, string, string, keyof typeof REGIONS][] = [
  [11, 'RO', 'Rondônia', 'N'], [12, 'AC', 'Acre', 'N'], [13, 'AM', 'Amazonas', 'N'], [14, 'RR', 'Roraima', 'N'],
  [15, 'PA', 'Pará', 'N'], [16, 'AP', 'Amapá', 'N'], [17, 'TO', 'Tocantins', 'N'],
  [21, 'MA', 'Maranhão', 'NE'], [22, 'PI', 'Piauí', 'NE'], [23, 'CE', 'Ceará', 'NE'], [24, 'RN', 'Rio Grande do Norte', 'NE'],
  [25, 'PB', 'Paraíba', 'NE'], [26, 'PE', 'Pernambuco', 'NE'], [27, 'AL', 'Alagoas', 'NE'], [28, 'SE', 'Sergipe', 'NE'], [29, 'BA', 'Bahia', 'NE'],
  [31, 'MG', 'Minas Gerais', 'SE'], [32, 'ES', 'Espírito Santo', 'SE'], [33, 'RJ', 'Rio de Janeiro', 'SE'], [35, 'SP', 'São Paulo', 'SE'],
  [41, 'PR', 'Paraná', 'S'], [42, 'SC', 'Santa Catarina', 'S'], [43, 'RS', 'Rio Grande do Sul', 'S'],
  [50, 'MS', 'Mato Grosso do Sul', 'CO'], [51, 'MT', 'Mato Grosso', 'CO'], [52, 'GO', 'Goiás', 'CO'], [53, 'DF', 'Distrito Federal', 'CO'],
];
export const STATES = STATES_RAW.map(([id, sigla, nome, reg]) => ({ id, sigla, nome, regiao: REGIONS[reg] }));

interface Cep { logradouro: string; complemento: string; bairro: string; localidade: string; uf: string; estado: string; regiao: string; ibge: string; ddd: string; siafi: string }
const CEPS: Record<string, Cep> = {
  '01001000': { logradouro: 'Praça da Sé', complemento: 'lado ímpar', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP', estado: 'São Paulo', regiao: 'Sudeste', ibge: '3550308', ddd: '11', siafi: '7107' },
  '04538133': { logradouro: 'Avenida Brigadeiro Faria Lima', complemento: 'de 3252 ao fim - lado par', bairro: 'Itaim Bibi', localidade: 'São Paulo', uf: 'SP', estado: 'São Paulo', regiao: 'Sudeste', ibge: '3550308', ddd: '11', siafi: '7107' },
  '20040020': { logradouro: 'Avenida Rio Branco', complemento: 'de 1 a 43 - lado ímpar', bairro: 'Centro', localidade: 'Rio de Janeiro', uf: 'RJ', estado: 'Rio de Janeiro', regiao: 'Sudeste', ibge: '3304557', ddd: '21', siafi: '6001' },
  '30130010': { logradouro: 'Praça Sete de Setembro', complemento: '', bairro: 'Centro', localidade: 'Belo Horizonte', uf: 'MG', estado: 'Minas Gerais', regiao: 'Sudeste', ibge: '3106200', ddd: '31', siafi: '4123' },
  '70040010': { logradouro: 'SBN Quadra 1', complemento: '', bairro: 'Asa Norte', localidade: 'Brasília', uf: 'DF', estado: 'Distrito Federal', regiao: 'Centro-Oeste', ibge: '5300108', ddd: '61', siafi: '9701' },
  '80010000': { logradouro: 'Praça Tiradentes', complemento: '', bairro: 'Centro', localidade: 'Curitiba', uf: 'PR', estado: 'Paraná', regiao: 'Sul', ibge: '4106902', ddd: '41', siafi: '7535' },
  '40020000': { logradouro: 'Praça da Sé', complemento: '', bairro: 'Sé', localidade: 'Salvador', uf: 'BA', estado: 'Bahia', regiao: 'Nordeste', ibge: '2927408', ddd: '71', siafi: '3849' },
};

const BAD_REQUEST_HTML = `<!DOCTYPE HTML><html><head><title>ViaCEP 400</title></head><body><h2>Verifique a sua URL (Bad Request)</h2></body></html>`;

export function extRoutes(): Hono<Env> {
  const r = new Hono<Env>({ strict: false });

  r.get('/__ext/countries/v3.1/all', (c) => {
    const fields = (c.req.query('fields') ?? '').split(',').map((f) => f.trim()).filter(Boolean);
    const list = fields.length
      ? COUNTRIES.map((x) => Object.fromEntries(Object.entries(x).filter(([k]) => fields.includes(k))))
      : COUNTRIES;
    return c.json(list, 200);
  });

  r.get('/__ext/ibge/api/v1/localidades/estados', (c) => c.json(STATES, 200));

  r.get('/__ext/viacep/ws/:cep/json', (c) => {
    const cep = c.req.param('cep');
    if (!/^\d{8}$/.test(cep)) return c.body(BAD_REQUEST_HTML, 400, { 'Content-Type': 'text/html; charset=utf-8' });
    const hit = CEPS[cep];
    if (!hit) return c.json({ erro: 'true' }, 200);
    return c.json({ cep: `${cep.slice(0, 5)}-${cep.slice(5)}`, logradouro: hit.logradouro, complemento: hit.complemento, unidade: '', bairro: hit.bairro,
      localidade: hit.localidade, uf: hit.uf, estado: hit.estado, regiao: hit.regiao, ibge: hit.ibge, gia: hit.uf === 'SP' ? '1004' : '', ddd: hit.ddd, siafi: hit.siafi }, 200);
  });

  return r;
}
