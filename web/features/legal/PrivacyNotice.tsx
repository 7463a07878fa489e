import { LegalArticle, LegalList, LegalSection, TextLink } from "./LegalArticle";

/*
 * /privacidade (issue 30): the LGPD notice, written from what the code does.
 * What it names and where that is decided: the tables (server/db/schema.ts),
 * what reaches the AI endpoint (server/ai/prompts.ts, customerMessageModel.ts:
 * never a customer's name, phone or email), the session cookie
 * (server/http/session.ts: the only cookie, its token stored as a SHA-256),
 * cards (only brand, last four and the gateway's ids), a sent mail's body
 * cleared (server/mail/outbox.ts), the trial claims a deleted account leaves
 * (decision 031). Change this text when one of those changes.
 */
export function PrivacyNotice() {
  return (
    <LegalArticle
      title="Política de Privacidade"
      lead={
        <p>
          Como o Prato Cheio trata os dados pessoais de quem usa o serviço e dos clientes que você cadastra,
          seguindo a Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018). Sem letras miúdas: o que está
          aqui é o que o sistema faz.
        </p>
      }
    >
      <LegalSection id="privacidade-papeis" title="1. Quem cuida de quê">
        <p>
          Para os dados da sua conta, o Prato Cheio é o controlador. Para os dados dos seus clientes, pedidos
          e avaliações que você importa, você é o controlador e o Prato Cheio é o operador: tratamos esses
          dados só para mostrar a você e fazer o que você pede no painel.
        </p>
      </LegalSection>

      <LegalSection id="privacidade-dados" title="2. Que dados guardamos">
        <LegalList>
          <li>
            <strong>Conta:</strong> nome, sobrenome, email, a senha como um código irreversível (Argon2id,
            nunca a senha), o plano, o estado da assinatura e do teste grátis.
          </li>
          <li>
            <strong>Cartão:</strong> só a bandeira, os 4 últimos dígitos e os códigos do processador de
            pagamentos. O número completo e o CVC nunca são gravados nem aparecem nos registros.
          </li>
          <li>
            <strong>Cobranças:</strong> valor, data, plano e recibo de cada cobrança e estorno.
          </li>
          <li>
            <strong>Restaurantes:</strong> nome, tipo, logo, os canais de contato que você informa (WhatsApp,
            telefone, email) e o que você confirma sobre a comida.
          </li>
          <li>
            <strong>Pratos, promoções e textos gerados:</strong> o que você cadastra, gera e salva, e o
            checklist da semana.
          </li>
          <li>
            <strong>Números e pedidos:</strong> os números que você digita e os pedidos dos relatórios que
            você importa (data, valores, taxas, tempos, forma de pagamento, cancelamentos). Os pedidos
            importados não trazem nome nem contato de cliente.
          </li>
          <li>
            <strong>Clientes que você importa ou cadastra:</strong> nome, telefone, email, data do último
            pedido, total de pedidos, categoria, anotações e se aceitaram receber mensagens (com a origem e a
            data desse consentimento e o histórico de mudanças).
          </li>
          <li>
            <strong>Avaliações:</strong> o texto, as estrelas, a data e o número do pedido das avaliações que
            você cola ou importa, e as respostas.
          </li>
          <li>
            <strong>Concorrência:</strong> os links, pratos e preços de concorrentes que você mesmo anota.
            Nada é buscado na internet.
          </li>
          <li>
            <strong>Equipe:</strong> o email de quem você convida e o que cada pessoa pode fazer.
          </li>
          <li>
            <strong>Contato:</strong> o que você escreve no formulário de contato (nome, email, telefone,
            empresa, mensagem) e o endereço IP de envio.
          </li>
          <li>
            <strong>Segurança:</strong> o endereço IP e o horário de cada acesso nos registros do servidor
            (sem senhas, tokens ou dados de cartão) e contadores de tentativas por rede, que expiram em
            minutos.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="privacidade-finalidade" title="3. Para que usamos">
        <LegalList>
          <li>
            Prestar o serviço que você contratou: painel, geradores, relatórios, cobrança (execução do
            contrato).
          </li>
          <li>
            Mandar os emails da conta: confirmação, troca de senha, convites, recibos, avisos do teste grátis
            e, no Pro, o relatório semanal que você liga ou desliga.
          </li>
          <li>
            Proteger as contas contra abuso e fraude, como limitar tentativas de senha (legítimo interesse).
          </li>
          <li>Responder às suas mensagens de contato.</li>
        </LegalList>
        <p>
          Não vendemos dados, não mostramos anúncios e não usamos ferramentas de rastreamento ou de análise de
          terceiros.
        </p>
      </LegalSection>

      <LegalSection id="privacidade-operadores" title="4. Com quem os dados são compartilhados">
        <LegalList>
          <li>
            <strong>Serviço de IA (quando configurado):</strong> sem ele, os textos são escritos no nosso
            próprio servidor. Com ele, para gerar um texto enviamos: o nome e o tipo do restaurante, até 20
            pratos com preço e vendidos, o ticket médio, o número de pedidos e a nota recentes, o prato que
            você digitou ou escolheu e, nas respostas a avaliações, o texto da avaliação, os pontos que você
            marcou e os canais de contato do restaurante. Para as mensagens a clientes, enviamos só o grupo
            (como &quot;Em risco&quot;), o objetivo, um prato e o nome do restaurante:{" "}
            <strong>nunca o nome, o telefone ou o email de um cliente</strong>.
          </li>
          <li>
            <strong>Processador de pagamentos:</strong> recebe os dados do cartão para verificar e cobrar. Na
            versão atual, é um ambiente de teste que roda no nosso próprio servidor: o cartão não sai dele e
            nada é cobrado de verdade.
          </li>
          <li>
            <strong>Servidor de email (quando configurado):</strong> entrega os emails acima com o endereço, o
            assunto e o texto. Depois de enviado, o texto do email é apagado do nosso banco.
          </li>
          <li>
            <strong>Hospedagem e banco de dados:</strong> o provedor onde o Prato Cheio roda guarda os dados
            acima por nós.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="privacidade-cookies" title="5. Cookies">
        <p>
          Usamos um único cookie, o da sessão: ele mantém você conectado por até 30 dias desde o último uso,
          não pode ser lido por scripts e só vai para o nosso próprio site. Guardamos só um código derivado
          dele, nunca o cookie em si. Não há cookies de publicidade ou de análise. Enquanto a aba está aberta,
          o navegador também guarda um convite de equipe em andamento e um aviso técnico de recarga da página.
        </p>
      </LegalSection>

      <LegalSection id="privacidade-prazo" title="6. Por quanto tempo">
        <LegalList>
          <li>
            Os dados da conta e tudo o que está nela: enquanto a conta existir. Apagar a conta apaga tudo
            junto.
          </li>
          <li>As sessões: até 30 dias depois do último uso, ou até você sair.</li>
          <li>
            O que você remove no painel (um prato, um cliente, uma avaliação, uma pessoa da equipe) é apagado
            na hora.
          </li>
          <li>
            Depois de apagar a conta, fica só o registro de que um cartão (por um código, nunca o número) e um
            email já usaram o teste grátis, para valer a regra de um teste por pessoa.
          </li>
          <li>
            As mensagens de contato: enquanto forem úteis para o atendimento, ou até você pedir para apagar.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="privacidade-direitos" title="7. Seus direitos e como pedir">
        <p>A LGPD garante a você, sobre os seus dados:</p>
        <LegalList>
          <li>saber se tratamos e ter acesso a eles;</li>
          <li>corrigir o que estiver incompleto ou errado;</li>
          <li>pedir a exclusão, a anonimização ou o bloqueio do que for desnecessário;</li>
          <li>a portabilidade, recebendo seus dados em um arquivo;</li>
          <li>saber com quem compartilhamos e revogar um consentimento.</li>
        </LegalList>
        <p>
          Boa parte você faz sozinho no painel: corrige a conta e o restaurante, remove pratos, clientes,
          avaliações e pessoas da equipe, exporta os clientes (CSV) e os relatórios (CSV, e XLSX no Pro). Para
          o resto, como receber uma cópia de tudo ou apagar a conta, peça pelo{" "}
          <TextLink href="/contact">formulário de contato</TextLink> com o email da conta: respondemos em até
          15 dias, e confirmamos quem pede antes de mostrar ou apagar dados.
        </p>
        <p>
          Se um cliente seu pedir algo sobre os dados dele, quem responde é você, pelo painel: em Clientes
          você corrige, exporta só os dados dele (CSV) ou o remove. Se precisar de ajuda, fale com a gente.
          Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).
        </p>
      </LegalSection>

      <LegalSection id="privacidade-seguranca" title="8. Segurança e mudanças">
        <p>
          Senhas guardadas como código irreversível, sessões guardadas só pelo código, limites de tentativas
          de senha e acesso a cada dado só por quem é do restaurante. Se esta política mudar, a nova versão
          fica nesta página, com a data no topo. Veja também os{" "}
          <TextLink href="/termos">Termos de Serviço</TextLink>.
        </p>
      </LegalSection>
    </LegalArticle>
  );
}
