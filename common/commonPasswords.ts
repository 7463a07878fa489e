/**
 * Passwords people pick first, worldwide and in Brazil, from public breach
 * rankings (lower case). Together with the patterns in `isCommonPassword`
 * (same character repeated, keyboard runs, a common word plus digits) this
 * turns away what a guessing attack tries first. Kept in `common/` so the
 * sign-up form says so before the request is sent.
 */
const COMMON_PASSWORDS = `
123456 123456789 12345678 1234567 1234567890 12345 1234 111111 000000 123123 654321 666666 121212
112233 123321 159753 987654321 11111111 88888888 77777777 1111111 7777777 555555 222222 333333 444444
696969 999999 101010 102030 10203040 1020304050 202020 131313 123654 147258 147258369 159357 789456
456123 741852 741852963 963852741 321654 852456 123abc abc123 a123456 123456a 1q2w3e 1q2w3e4r 1q2w3e4r5t
1qaz2wsx qazwsx qwerty qwerty1 qwerty123 qwertyuiop qweasd qweasdzxc asdfgh asdfghjkl asd123 zxcvbnm
zxcvbn zaq12wsx zaq1zaq1 q1w2e3r4 aa123456 abcd1234 password password1 password123 passw0rd p@ssw0rd
pass123 passwort motdepasse contraseña contrasena senha senha123 senha1234 senha12345 minhasenha
senhasenha mudar123 mudar 123mudar trocar123 troca123 acesso acesso123 admin admin123 administrador
root toor master master123 login welcome welcome1 letmein trustno1 secret segredo iloveyou iloveu
teamo teamomuito amor amor123 amorzinho meuamor meuamor123 amoreterno paixao saudade felicidade
jesus jesus123 jesuscristo deus deusefiel deuseamor deuseminhavida deusefiel123 gloriaadeus
aleluia fe esperanca familia familia123 brasil brasil123 brazil saopaulo riodejaneiro
flamengo corinthians palmeiras santos gremio internacional cruzeiro atletico vasco botafogo
fluminense saopaulofc bahia sport vitoria fortaleza ceara coritiba goias timao verdao mengao
futebol football soccer baseball basketball hockey golf tennis
dragon monkey shadow sunshine princess princesa batman superman spiderman starwars pokemon naruto
matrix killer hunter ranger tigger buster charlie pepper ginger maggie cookie chocolate chocolate1
cheese banana orange apple flower flores florzinha estrela lua sol
computer internet google facebook instagram whatsapp youtube samsung iphone android windows
michael jennifer jessica michelle nicole ashley amanda andrew daniel thomas robert george jordan
joshua matthew anthony william charles harley mustang ferrari corvette
maria mariana ana juliana fernanda patricia camila gabriela beatriz larissa leticia amanda
joao jose pedro paulo lucas gabriel rafael felipe bruno carlos eduardo marcos rodrigo thiago
mateus matheus guilherme gustavo leonardo vinicius diego ricardo andre fernando
freedom whatever nothing qwerty12 qwerty1234 asdf1234 asdfasdf zxcv1234 1234qwer 1234abcd
abcdef abcdefg abcdefgh abcabc aaaaaa aaaaaaaa azerty azertyuiop
test test123 teste teste123 testando usuario usuario123 cliente cliente123 loja loja123
restaurante restaurante123 delivery delivery123 ifood ifood123 pizza pizzaria comida lanche
lanchonete hamburguer hamburgueria marmita marmitex acai sorvete padaria cozinha cardapio
pratocheio pratocheio123 prato cheio
`;

const LIST = new Set(COMMON_PASSWORDS.split(/\s+/).filter(Boolean));

/** Runs people type along a keyboard or the alphabet. */
const RUNS = [
  "01234567890",
  "09876543210",
  "abcdefghijklmnopqrstuvwxyz",
  "zyxwvutsrqponmlkjihgfedcba",
  "qwertyuiopasdfghjklzxcvbnm",
  "mnbvcxzlkjhgfdsapoiuytrewq",
  "1qaz2wsx3edc4rfv5tgb",
  "qazwsxedcrfvtgb",
];

/** True when the password is one of the first an attacker would try. */
export function isCommonPassword(password: string): boolean {
  const p = password.toLowerCase();
  if (LIST.has(p)) return true;
  // One short unit repeated: "aaaaaa", "123123", "abcabcabc".
  if (/^(.{1,3})\1+$/u.test(p)) return true;
  if (p.length >= 6 && RUNS.some((run) => run.includes(p))) return true;
  // A listed word dressed up with digits or symbols: "senha@2024", "flamengo10", "123password".
  const bare = p.replace(/^[\d\W_]+/u, "").replace(/[\d\W_]+$/u, "");
  return bare.length >= 4 && bare !== p && LIST.has(bare);
}
