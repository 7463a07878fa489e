import { useState } from "react";
import type { LoginInput, RegisterInput } from "../../../common/auth";
import { messageFor } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { EmailAddress } from "../../ui/EmailAddress";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/Tabs";
import { toast } from "../../ui/useToast";
import { LoginForm } from "./LoginForm";
import { LOGIN_COPY_PT } from "./loginCopy";
import { QuickRegisterForm } from "./QuickRegisterForm";

/**
 * A team invitation's sign-in, signed out: sign in or create the account
 * right here, so the invitation is still on screen after.
 */
export function SignInToAccept({ email }: { email: string }) {
  const { login, register } = useAuth();
  const [tab, setTab] = useState("login");

  const onLogin = async (input: LoginInput) => {
    try {
      await login(input);
    } catch (error) {
      toast({
        title: "Erro no login",
        description: messageFor(error, "Credenciais inválidas"),
        variant: "destructive",
      });
    }
  };
  const onRegister = async (input: RegisterInput) => {
    try {
      await register(input);
      toast({
        title: "Conta criada com sucesso! 🎉",
        description: "Agora aceite o convite.",
        variant: "success",
      });
    } catch (error) {
      toast({
        title: "Erro no cadastro",
        description: messageFor(error, "Erro ao criar conta"),
        variant: "destructive",
      });
    }
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-ink">
        Para aceitar, entre ou crie sua conta com o email{" "}
        <strong>
          <EmailAddress email={email} />
        </strong>
        .
      </p>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Entrar ou criar conta">
          <TabsTrigger value="login">Entrar</TabsTrigger>
          <TabsTrigger value="register">Criar conta</TabsTrigger>
        </TabsList>
        <TabsContent value="login" className="mt-5">
          <LoginForm copy={LOGIN_COPY_PT} idPrefix="invite-login" onLogin={onLogin} />
        </TabsContent>
        <TabsContent value="register" className="mt-5">
          <QuickRegisterForm onRegister={onRegister} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
