import { REFUND_GUARANTEE_DAYS, TRIAL_DAYS } from "../../../common/constants";
import { LegalArticle, LegalList, LegalSection, TextLink } from "./LegalArticle";

/*
 * /termos (issue 30). Every sentence says what the product does today: the
 * trial and the card as common/trialCopy says them, plan changes as decision
 * 030 applies them, the cancellation and the guarantee as billing runs them.
 * Prices are not repeated here: /pricing reads them from the server.
 */
export function TermsOfService() {
  return (
    <LegalArticle
      title="Termos de Serviço"
      lead={
        <p>
          Estes termos valem para quem cria uma conta no Prato Cheio, o serviço de marketing para restaurantes
          e vendedores de delivery. Ao criar sua conta, você concorda com eles e com a{" "}
          <TextLink href="/privacidade">Política de Privacidade</TextLink>.
        </p>
      }
    >
      <LegalSection id="termos-servico" title="1. O que o Prato Cheio faz">
        <p>
          Geradores de textos com IA (descrições de pratos, posts, promoções, cardápios e respostas a
          avaliações), calculadora de preços, lista de pratos, checklist semanal, números do seu delivery,
          relatórios a partir dos pedidos que você importa, gestão de clientes e trabalho em equipe, conforme
          o plano. O que cada plano inclui está em <TextLink href="/pricing">Preços</TextLink>.
        </p>
        <p>
          Os textos gerados são sugestões: leia antes de publicar. Você decide o que vai para o app de
          delivery, para as redes e para os seus clientes, e responde pelo que publica. Não prometemos um
          número de vendas: os resultados citados nas páginas são relatos de clientes, não garantia.
        </p>
      </LegalSection>

      <LegalSection id="termos-conta" title="2. Sua conta">
        <LegalList>
          <li>Use seu nome e um email que seja seu: é por ele que confirmamos a conta e trocamos a senha.</li>
          <li>
            Guarde sua senha. Quem você convida para a equipe trabalha no seu restaurante em seu nome; você
            pode remover a pessoa a qualquer momento.
          </li>
          <li>
            O serviço é para maiores de 18 anos que vendem comida, por conta própria ou por uma empresa.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="termos-planos" title="3. Planos, teste grátis e cobrança">
        <LegalList>
          <li>
            Os planos são cobrados em dólar americano (US$), por mês, no cartão. O valor em reais depende do
            câmbio e do seu cartão.
          </li>
          <li>
            São {TRIAL_DAYS} dias grátis, um teste por pessoa. Pedimos o cartão no início só para verificar
            que ele é válido, sem cobrar. A primeira cobrança é no último dia do teste; cancele antes e não
            paga nada.
          </li>
          <li>
            Subir de plano cobra na hora só a diferença proporcional aos dias que faltam do período pago.
            Descer de plano vale no fim do período já pago. Você vê o valor antes de confirmar.
          </li>
          <li>
            Sem fidelidade nem multa: cancele quando quiser em Minha conta. Nos primeiros{" "}
            {REFUND_GUARANTEE_DAYS} dias depois da primeira cobrança, cancelar devolve o valor pago
            automaticamente. Depois disso, o acesso continua até o fim do período já pago.
          </li>
          <li>
            Se uma cobrança não passar, os recursos do plano param até você reativar em Minha conta. Seus
            dados continuam guardados.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="termos-dados" title="4. Os dados que você traz">
        <p>
          Os clientes, pedidos e avaliações que você importa são seus. Você é o controlador desses dados
          pessoais (na linguagem da LGPD) e o Prato Cheio é o operador: guardamos e processamos esses dados só
          para mostrar a você e para o que você pede no painel. Importe só dados que você tem o direito de
          usar, e mande mensagens só para quem aceitou recebê-las: o painel guarda esse consentimento e não
          oferece a mensagem para quem recusou.
        </p>
      </LegalSection>

      <LegalSection id="termos-uso" title="5. O que não pode">
        <LegalList>
          <li>Usar o serviço para enganar clientes, mandar spam ou publicar conteúdo ilegal ou ofensivo.</li>
          <li>
            Tentar acessar a conta ou os dados de outra pessoa, ou sobrecarregar o serviço de propósito.
          </li>
          <li>Revender o acesso sem combinar com a gente.</li>
        </LegalList>
        <p>Nesses casos podemos suspender a conta.</p>
      </LegalSection>

      <LegalSection id="termos-fim" title="6. Mudanças, encerramento e contato">
        <p>
          Se estes termos mudarem, a nova versão fica nesta página, com a data no topo. Você pode encerrar a
          conta quando quiser: cancele a assinatura em Minha conta e peça a exclusão dos dados pelo{" "}
          <TextLink href="/contact">formulário de contato</TextLink>. Estes termos seguem as leis do Brasil.
        </p>
        <p>
          Dúvidas? Fale com a gente pelo <TextLink href="/contact">formulário de contato</TextLink>: atendemos
          de segunda a sexta, das 9h às 18h, e respondemos em até 24 horas.
        </p>
      </LegalSection>
    </LegalArticle>
  );
}
